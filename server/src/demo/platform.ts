import {
  accounts,
  certApplications,
  payments,
  safeSettings,
  storeApplications,
  suppliers,
  type Tx,
} from '@yanye/framework/server';
import { entryIndustry } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { seedEnterAgreement } from '../modules/onboarding/agreement';

/**
 * The platform of the demo (is_pingtai): its store `pingtai` with the main account `platform_admin` (the demo
 * password), which reviews applications to open a store and certifications, and something to review: three
 * applications in different states and a certification renewal of 鑫盐商贸 (xinyan) under review.
 *
 * The demo cannot put licence pictures in the file store (it writes the database only), so the demo applications
 * and the renewal show their licences as not uploaded; a real application cannot be sent without them.
 */

const DAY = 86_400;

export const PLATFORM_STORE = { loginName: 'pingtai', admin: 'platform_admin' } as const;

interface DemoApplication {
  readonly phone: string;
  readonly storeName: string;
  readonly industry: 'salt' | 'grain';
  readonly status: 'paid' | 'reviewing' | 'rejected';
  readonly company: string;
  readonly creditCode: string;
  readonly legalName: string;
  readonly legalIdNo: string;
  readonly contact: string;
  readonly address: string;
  readonly bank: string;
  readonly account: string;
  readonly daysAgo: number;
  readonly rejectReason?: string;
}

/** Credit codes and identity numbers here pass their check characters (GB 32100, GB 11643), as real ones do. */
const APPLICATIONS: readonly DemoApplication[] = [
  {
    phone: '13900020001',
    storeName: '晋盐商行',
    industry: 'salt',
    status: 'reviewing',
    company: '山西晋盐商贸有限公司',
    creditCode: '91350100M000100Y43',
    legalName: '赵志强',
    legalIdNo: '110101199003074477',
    contact: '赵志强',
    address: '山西省运城市盐湖区盐湖路 21 号',
    bank: '中国农业银行运城分行',
    account: '14700101040012345',
    daysAgo: 2,
  },
  {
    phone: '13900020002',
    storeName: '北大荒粮仓',
    industry: 'grain',
    status: 'rejected',
    company: '黑龙江北仓粮油贸易有限公司',
    creditCode: '91110000600037341L',
    legalName: '孙丽华',
    legalIdNo: '11010519491231002X',
    contact: '孙丽华',
    address: '黑龙江省佳木斯市前进区友谊路 8 号',
    bank: '中国工商银行佳木斯分行',
    account: '0902200109004567890',
    daysAgo: 6,
    rejectReason: '营业执照照片模糊，无法辨认统一社会信用代码，请重新拍摄上传清晰完整的营业执照。',
  },
  {
    phone: '13900020003',
    storeName: '淮盐百货',
    industry: 'salt',
    status: 'paid',
    company: '江苏淮盐百货有限公司',
    creditCode: '914403001922038216',
    legalName: '钱伟',
    legalIdNo: '410105198805123017',
    contact: '钱伟',
    address: '江苏省淮安市清江浦区淮海南路 66 号',
    bank: '中国建设银行淮安分行',
    account: '32001738836052501234',
    daysAgo: 1,
  },
];

/** Seeds the platform store, its account and its review queue, in the demo seed's transaction. */
export async function seedPlatform(tx: Tx, passwordHash: string, now: number): Promise<void> {
  const [platform] = await tx
    .insert(suppliers)
    .values({
      loginName: PLATFORM_STORE.loginName,
      storeName: '盐业一站式服务平台',
      industryType: 'salt',
      isPlatform: true,
      mainUsername: PLATFORM_STORE.admin,
      phone: '400-820-8820',
      contactName: '平台运营部',
      address: '北京市西城区宣武门外大街 6 号',
      intro: '平台运营：审核商家入驻申请与店铺认证。',
      storeDomain: 'pingtai.yanye.example',
      certStatus: 2,
      createdAt: now - 500 * DAY,
    })
    .returning({ id: suppliers.id });
  const platformId = platform!.id;
  await tx.insert(safeSettings).values({ supplierId: platformId });
  // The store entry agreement new stores sign, as the platform publishes it (GetEnterAgreement serves it).
  await seedEnterAgreement(tx, platformId);
  await tx.insert(accounts).values({
    supplierId: platformId,
    username: PLATFORM_STORE.admin,
    passwordHash,
    nickName: '平台审核员',
    realName: '周敏',
    phone: '13800000000',
    isMain: true,
    createdAt: now - 500 * DAY,
  });

  for (const [i, a] of APPLICATIONS.entries()) {
    const created = now - a.daysAgo * DAY;
    const paidAt = created + 3600;
    const fee = entryIndustry(a.industry).fee_cents;
    const [row] = await tx
      .insert(storeApplications)
      .values({
        phone: a.phone,
        passwordHash,
        storeName: a.storeName,
        industryType: a.industry,
        agreementVersion: '2026.1',
        agreedAt: created,
        status: a.status,
        info: {
          store_name: a.storeName,
          company_name: a.company,
          credit_code: a.creditCode,
          legal_name: a.legalName,
          legal_id_no: a.legalIdNo,
          license_image: '',
          salt_license_image: '',
          contact_name: a.contact,
          contact_phone: a.phone,
          address: a.address,
          bank_name: a.bank,
          bank_account_name: a.company,
          bank_account: a.account,
        },
        feeCents: fee,
        rejectReason: a.rejectReason ?? '',
        reviewedBy: a.status === 'paid' ? '' : PLATFORM_STORE.admin,
        reviewedAt: a.status === 'rejected' ? paidAt + DAY : null,
        submittedAt: paidAt,
        createdAt: created,
        updatedAt: a.status === 'rejected' ? paidAt + DAY : paidAt,
      })
      .returning({ id: storeApplications.id });
    await tx.insert(payments).values({
      outTradeNo: `EF${row!.id}TDEMO${String(i + 1).padStart(4, '0')}`,
      purpose: 'entry_fee',
      refId: row!.id,
      amountCents: fee,
      status: 'paid',
      tradeNo: `DEMO${created}${i}`,
      paidAt,
      createdAt: created + 600,
      updatedAt: paidAt,
    });
  }

  // 鑫盐商贸 renews its certification: the one of its opening, approved, and the renewal waiting for review.
  const [xinyan] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.loginName, 'xinyan'));
  if (!xinyan) return;
  const company = {
    supplierId: xinyan.id,
    companyName: '郑州鑫盐商贸有限公司',
    creditCode: '91330000MA27U5UQ0W',
    legalName: '王建国',
    legalIdNo: '410105198805123017',
    licenseImage: '',
    saltLicenseImage: '',
    contactName: '王建国',
    contactPhone: '13800010001',
  };
  await tx.insert(certApplications).values([
    {
      ...company,
      status: 'approved',
      reviewedBy: PLATFORM_STORE.admin,
      reviewedAt: now - 399 * DAY,
      createdAt: now - 400 * DAY,
      updatedAt: now - 399 * DAY,
    },
    {
      ...company,
      contactName: '李会计',
      contactPhone: '0371-65551234',
      createdAt: now - DAY,
      updatedAt: now - DAY,
    },
  ]);
  await tx.update(suppliers).set({ certStatus: 1 }).where(eq(suppliers.id, xinyan.id));
}

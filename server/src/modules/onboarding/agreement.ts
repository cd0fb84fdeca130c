import { type AppDb, rawRows, StoreDb, suppliers, type Tx, withStore } from '@yanye/framework/server';
import { type Lang, T } from '@yanye/i18n';
import { formatDate } from '@yanye/protocol';
import { and, desc, eq, sql } from 'drizzle-orm';
import { htmlToText, sameText, textToHtml } from '../../resources/content/agreement.text';
import { agreements } from '../../resources/content/tables';

/**
 * The login name of the platform's store (is_pingtai), by which a public call finds it before any store is
 * known; its flag is checked once found.
 */
export const PLATFORM_LOGIN = 'pingtai';

/**
 * The merchant entry agreement in force. Registering records the version accepted; a new text gets a new
 * version, and a registration that accepted an older one is refused until the new one is read. The Chinese text
 * binds; English is its translation, and Spanish and Japanese readers get the English.
 */
export const AGREEMENT = {
  version: '2026.1',
  /** When this version took effect (unix seconds). */
  updatedAt: 1_767_225_600,
  title: T('盐业一站式服务平台商家入驻协议'),
  content: {
    zh: `欢迎申请入驻盐业一站式服务平台（以下简称“平台”）。提交入驻申请前，请仔细阅读本协议；勾选同意并提交申请，即表示您已阅读并同意本协议全部条款。

第一条 入驻主体
1. 申请人应为依法设立并有效存续的企业或个体工商户，提交的营业执照、统一社会信用代码、法定代表人身份信息应真实、准确、有效。
2. 经营食盐批发业务的，应持有有效的食盐批发许可证，并在入驻资料中上传。

第二条 资料审核
1. 平台在收到完整资料及入驻费后进行审核，一般在 3 个工作日内完成。
2. 资料不完整或不符合要求的，平台将驳回并说明原因；申请人可修改后再次提交，已缴纳的入驻费无需重复缴纳。
3. 审核通过后，平台为申请人开通店铺及主账号，主账号为申请时的手机号，密码为申请时设置的密码。

第三条 入驻费
1. 入驻费按申请时所选经营行业的标准收取，通过平台指定的支付渠道缴纳。
2. 申请审核未通过且申请人不再提交的，可联系平台客服申请退还入驻费。

第四条 双方义务
1. 商家应遵守国家关于食盐专营、粮油流通、食品安全、价格及税收的法律法规，对所售商品的质量负责。
2. 商家应妥善保管账号与密码，对账号下的全部操作负责。
3. 平台负责系统的正常运行与数据安全，依法保护商家及其客户的个人信息。

第五条 信息使用
平台仅为审核入驻、开通店铺、结算与依法履行监管义务之目的使用申请人提交的资料，未经同意不向第三方提供，法律法规另有规定的除外。

第六条 协议变更与终止
平台修改本协议时将公布新版本并重新征得同意；商家严重违反法律法规或本协议的，平台有权暂停或关闭其店铺。

第七条 争议解决
因本协议发生的争议，双方应友好协商；协商不成的，任何一方可向平台所在地有管辖权的人民法院提起诉讼。`,
    en: `Welcome to the Salt Trade One-Stop Service Platform (the "Platform"). Read this agreement before you apply; by ticking the box and submitting your application you accept all of its terms.

Article 1. Who may apply
1. The applicant is an enterprise or individual business lawfully established and in good standing. The business licence, unified social credit code and identity of the legal representative it submits are true, accurate and valid.
2. An applicant trading salt wholesale holds a valid salt wholesale licence and uploads it with its application.

Article 2. Review
1. The Platform reviews an application once its details are complete and the entry fee is paid, normally within 3 working days.
2. An incomplete or non-compliant application is rejected with the reason; the applicant may correct it and submit it again without paying the entry fee twice.
3. Once approved, the Platform opens the store and its main account, which signs in with the mobile number and the password chosen when applying.

Article 3. Entry fee
1. The entry fee is that of the industry chosen when applying, paid through the payment channel the Platform names.
2. An applicant whose application was rejected and who does not submit it again may ask the Platform's customer service for a refund of the entry fee.

Article 4. Obligations
1. The merchant complies with the laws on the salt monopoly, the grain and oil trade, food safety, prices and taxes, and answers for the quality of what it sells.
2. The merchant keeps its accounts and passwords safe and answers for everything done under them.
3. The Platform keeps the system running and its data safe, and protects the personal information of merchants and their customers as the law requires.

Article 5. Use of information
The Platform uses what the applicant submits only to review the application, open the store, settle payments and meet its legal duties, and gives it to no third party without consent unless the law requires it.

Article 6. Changes and termination
When the Platform changes this agreement it publishes the new version and asks for consent again. The Platform may suspend or close the store of a merchant that seriously breaches the law or this agreement.

Article 7. Disputes
The parties settle disputes arising from this agreement amicably; failing that, either may bring them before the competent people's court where the Platform is located.`,
  },
} as const;

/** The entry agreement as GetEnterAgreement answers it. */
export interface EnterAgreement {
  readonly version: string;
  readonly title: string;
  readonly content: string;
  readonly updated_at: number;
}

/** The agreement as a reader of `lang` gets it. */
export function agreementFor(lang: Lang): EnterAgreement {
  return {
    version: AGREEMENT.version,
    title: AGREEMENT.title[lang],
    content: lang === 'zh' ? AGREEMENT.content.zh : AGREEMENT.content.en,
    updated_at: AGREEMENT.updatedAt,
  };
}

/** The platform's newest published entry agreement, read in the platform store's own transaction. */
interface Published {
  readonly version: number;
  readonly title: string;
  readonly body: string;
  readonly publishedAt: number;
}

/**
 * The platform's store, found by its login name and then held to its flag (is_pingtai) inside its transaction:
 * a store that merely took the name is not the platform.
 */
async function platformPublished(db: AppDb): Promise<Published | undefined> {
  const [found] = await rawRows<{ id: number | null }>(
    db,
    sql`select auth_find_store(${PLATFORM_LOGIN}) as id`,
  );
  if (!found?.id) return undefined;
  return withStore(db, Number(found.id), async (store) => {
    const [me] = await store.select({ isPlatform: suppliers.isPlatform }).from(suppliers);
    if (!me?.isPlatform) return undefined;
    const [row] = await store
      .select({
        version: agreements.version,
        title: agreements.title,
        body: agreements.body,
        publishedAt: agreements.publishedAt,
      })
      .from(agreements)
      .where(and(eq(agreements.kind, 'enter'), eq(agreements.status, 1)))
      .orderBy(desc(agreements.version))
      .limit(1);
    return row ? { ...row, publishedAt: row.publishedAt ?? 0 } : undefined;
  });
}

/**
 * A published version's label: the year it took effect on the console's clock (`TIME_ZONE`) and its number, so
 * the first version the platform published in 2026 reads 2026.1, as the agreement built in here always has.
 */
function versionLabel(p: Published, timeZone: string): string {
  return `${formatDate(p.publishedAt, timeZone).slice(0, 4)}.${p.version}`;
}

/**
 * The entry agreement in force (GetEnterAgreement, and what a registration must have accepted): the platform's
 * newest published `enter` agreement (/content/agreement), else the one built in here. The platform writes its
 * text in Chinese only; while that text is the built-in one, its translation is still served to other readers.
 */
export async function enterAgreementInForce(
  db: AppDb,
  lang: Lang,
  timeZone: string,
): Promise<EnterAgreement> {
  const published = await platformPublished(db);
  if (!published) return agreementFor(lang);
  const content = htmlToText(published.body);
  const builtIn = sameText(content, AGREEMENT.content.zh);
  return {
    version: versionLabel(published, timeZone),
    title: builtIn && published.title === AGREEMENT.title.zh ? AGREEMENT.title[lang] : published.title,
    content: builtIn ? agreementFor(lang).content : content,
    updated_at: published.publishedAt,
  };
}

/**
 * The platform's store entry agreement as the demo starts with it (/content/agreement of the platform): the
 * built-in text, published as version 1 when it took effect, so GetEnterAgreement serves it as 2026.1 exactly as
 * before. For the platform's demo seed, in its transaction.
 */
export async function seedEnterAgreement(tx: Tx, platformId: number): Promise<void> {
  await new StoreDb(tx, platformId).insert(agreements).values({
    kind: 'enter',
    version: 1,
    title: AGREEMENT.title.zh,
    body: textToHtml(AGREEMENT.content.zh),
    status: 1,
    publishedAt: AGREEMENT.updatedAt,
    createdAt: AGREEMENT.updatedAt,
    updatedAt: AGREEMENT.updatedAt,
  });
}

import {
  badInput,
  conflict,
  escapeLike,
  isLeafRegion,
  members,
  regionName,
  type StoreDb,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { isPhone } from '@yanye/protocol';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { memberAddresses } from './tables';

// The table lives in ./tables.ts; server/test still imports it from here.

/** How many addresses a member may keep. */
export const ADDRESS_LIMIT = 10;

export const ADDRESS_TEXTS = {
  /** The limit's text, shown beside the picker and given as the refusal. */
  limit: T('每人最多可以添加10条收货地址'),
  noMember: T('会员不存在'),
  memberDisabled: T('该会员已停用'),
  notHers: T('该地址不属于所选会员'),
  region: T('请选择到区县一级的地区'),
  phone: T('联系电话须为 1 开头的 11 位手机号'),
  contact: T('请填写 1 到 30 个字的联系人'),
  street: T('请填写 2 到 100 个字的详细地址'),
};

export interface AddressInput {
  readonly contactName: string;
  readonly phone: string;
  readonly region: string;
  readonly street: string;
  readonly isDefault?: boolean;
}

export type MemberAddress = typeof memberAddresses.$inferSelect;

/** Refuses an address the table would not hold, with a message that says what to fix. */
function checkAddress(a: AddressInput): AddressInput {
  const contactName = a.contactName.trim();
  const street = a.street.trim();
  const phone = a.phone.trim();
  if (contactName.length < 1 || contactName.length > 30) throw badInput(ADDRESS_TEXTS.contact);
  if (!isPhone(phone)) throw badInput(ADDRESS_TEXTS.phone);
  if (!isLeafRegion(a.region)) throw badInput(ADDRESS_TEXTS.region);
  if (street.length < 2 || street.length > 100) throw badInput(ADDRESS_TEXTS.street);
  return { ...a, contactName, street, phone };
}

/**
 * Locks the member's row for the rest of the transaction: what is counted under the lock stays true until the
 * transaction ends. Refuses a member the store does not have or has disabled.
 */
export async function lockMember(db: StoreDb, memberId: number) {
  const [member] = await db
    .select({ id: members.id, nickName: members.nickName, phone: members.phone, status: members.status })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) throw badInput(ADDRESS_TEXTS.noMember);
  if (member.status !== 1) throw conflict(ADDRESS_TEXTS.memberDisabled);
  return member;
}

/**
 * Adds an address to a member's, refused at the eleventh. The first becomes the default, as does one asked to
 * be (the previous default then is not). In the caller's transaction.
 */
export async function addMemberAddress(
  db: StoreDb,
  memberId: number,
  given: AddressInput,
  now: number,
): Promise<MemberAddress> {
  const a = checkAddress(given);
  await lockMember(db, memberId);
  const [held] = await db
    .select({ n: count() })
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId));
  const n = Number(held?.n ?? 0);
  if (n >= ADDRESS_LIMIT) throw conflict(ADDRESS_TEXTS.limit);
  const isDefault = n === 0 || a.isDefault === true;
  if (isDefault && n > 0)
    await db
      .update(memberAddresses)
      .set({ isDefault: false, updatedAt: now })
      .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true)));
  const [made] = await db
    .insert(memberAddresses)
    .values({
      memberId,
      contactName: a.contactName,
      phone: a.phone,
      region: a.region,
      street: a.street,
      isDefault,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return made!;
}

/** An address in one line, as an order and a picker show it: `张三 138… 河南省 郑州市 金水区 农业路 88 号`. */
export function addressLine(a: Pick<MemberAddress, 'contactName' | 'phone' | 'region' | 'street'>): string {
  return [a.contactName, a.phone, regionName(a.region), a.street].filter(Boolean).join(' ');
}

/**
 * A member's addresses as a picker offers them (default first): searched by keyword, or asked by id. Each carries
 * its parts, so a form can show the address it picked.
 */
export async function addressOptions(
  db: StoreDb,
  q: { readonly memberId?: number; readonly keyword?: string; readonly ids?: readonly number[] },
) {
  const a = memberAddresses;
  const keyword = q.keyword?.trim();
  const where = q.ids
    ? inArray(a.id, [...q.ids])
    : and(
        eq(a.memberId, q.memberId ?? 0),
        keyword
          ? or(
              ilike(a.contactName, `%${escapeLike(keyword)}%`),
              ilike(a.street, `%${escapeLike(keyword)}%`),
              ilike(a.phone, `%${escapeLike(keyword)}%`),
            )
          : undefined,
      );
  const rows = await db
    .select()
    .from(a)
    .where(where)
    .orderBy(desc(a.isDefault), asc(a.id))
    .limit(q.ids ? 1000 : ADDRESS_LIMIT);
  return rows.map((r) => ({
    value: r.id,
    label: addressLine(r),
    member_id: r.memberId,
    contact_name: r.contactName,
    phone: r.phone,
    region: r.region,
    street: r.street,
    is_default: r.isDefault ? 1 : 0,
  }));
}

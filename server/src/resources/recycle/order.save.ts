import {
  AppError,
  badInput,
  conflict,
  members,
  nextDocNo,
  type SaveContext,
  type StoreDb,
  type ValuesOf,
} from '@yanye/framework/server';

import { eq } from 'drizzle-orm';

import { ADDRESS_TEXTS, addMemberAddress } from './member-address';

import { RECYCLE_ORDER_MESSAGES } from './order.texts';

import { memberAddresses, type recycleOrders, recyclePoints } from './tables';

type Values = ValuesOf<typeof recycleOrders>;

/** A refusal naming a field of the form (the engine says it by the field's title). */
const invalid = (field: string) =>
  new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key: 'reasonValue' } });
const missing = (field: string) => new AppError('BAD_INPUT', 'fieldRequired', { field });

/** Not earlier than this before now: a time picked a few minutes ago is still the member's wish. */
const PAST_SLACK = 600;

/** Where an order brought to a point goes: an open point of the store. */
async function atPoint(db: StoreDb, v: Values): Promise<Values> {
  if (!v.pointId) throw missing('point_id');
  const [point] = await db
    .select({ name: recyclePoints.name, status: recyclePoints.status })
    .from(recyclePoints)
    .where(eq(recyclePoints.id, v.pointId));
  if (!point) throw invalid('point_id');
  if (point.status !== 1) throw conflict(RECYCLE_ORDER_MESSAGES.pointClosed, { name: point.name });
  return { ...v, addressId: 0, region: '', street: '' };
}

/**
 * Where an order collected at home is fetched: one of the member's addresses, or a new one typed in the form,
 * which joins the member's addresses (refused at the eleventh, with the member locked). The order keeps the
 * address's parts as they are now.
 */
async function atHome(db: StoreDb, v: Values, memberId: number, now: number): Promise<Values> {
  let address: typeof memberAddresses.$inferSelect;
  if (v.addressId) {
    const [found] = await db.select().from(memberAddresses).where(eq(memberAddresses.id, v.addressId));
    if (!found) throw invalid('address_id');
    if (Number(found.memberId) !== memberId) throw badInput(ADDRESS_TEXTS.notHers);
    address = found;
  } else {
    const typed = [v.contactName, v.contactPhone, v.region, v.street];
    if (typed.some((x) => !x)) throw badInput(RECYCLE_ORDER_MESSAGES.homeAddress);
    address = await addMemberAddress(
      db,
      memberId,
      { contactName: v.contactName!, phone: v.contactPhone!, region: v.region!, street: v.street! },
      now,
    );
  }
  return {
    ...v,
    pointId: 0,
    addressId: address.id,
    contactName: address.contactName,
    contactPhone: address.phone,
    region: address.region,
    street: address.street,
  };
}

/**
 * An order taken on a member's behalf (a phone order): the member, where it is collected, when; its number is
 * issued here and it starts submitted. An order is never changed once made (cancel it and make another).
 */
export async function beforeOrderSave(
  db: StoreDb,
  values: Values,
  id: number | undefined,
  ctx: SaveContext,
): Promise<Values> {
  if (id !== undefined) throw conflict(RECYCLE_ORDER_MESSAGES.noChange);
  const memberId = Number(values.memberId);
  const [member] = await db
    .select({ nickName: members.nickName, phone: members.phone, status: members.status })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw invalid('member_id');
  if (member.status !== 1) throw conflict(ADDRESS_TEXTS.memberDisabled);
  // Where first: a place that is not the store's is named by its field before anything else is said.
  const placed =
    values.mode === 'home' ? await atHome(db, values, memberId, ctx.now) : await atPoint(db, values);
  const preferredAt = values.preferredAt ? Number(values.preferredAt) : null;
  if (preferredAt !== null && preferredAt < ctx.now - PAST_SLACK)
    throw badInput(RECYCLE_ORDER_MESSAGES.pastTime);
  return {
    ...placed,
    contactName: placed.contactName || member.nickName,
    contactPhone: placed.contactPhone || member.phone,
    preferredAt,
    orderNo: await nextDocNo(db, 'HS', ctx),
    status: 'submitted',
    createdBy: ctx.accountId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

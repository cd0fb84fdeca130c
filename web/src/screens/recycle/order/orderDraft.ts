import type { CollectionMode, QuoteSheet } from '@yanye/protocol';

/** An item being written: its category (a leaf), brand (0 for none), answers by question, and how many. */
export interface ItemDraft {
  /** Stable across edits, for React's keys and the item's queries. */
  readonly key: number;
  readonly categoryId: number | undefined;
  readonly brandId: number;
  /** The answers picked, by question id. */
  readonly answers: Readonly<Record<number, readonly number[]>>;
  /** As typed: whole units. */
  readonly qty: string;
}

/** Where and when an order is collected, as the form holds it. */
export interface PlaceDraft {
  readonly memberId: number | undefined;
  readonly mode: CollectionMode;
  readonly pointId: number | undefined;
  /** One of the member's addresses, or `new` for one typed here (which joins the member's). */
  readonly addressId: number | 'new' | undefined;
  readonly contactName: string;
  readonly contactPhone: string;
  readonly region: string;
  readonly street: string;
  /** Unix seconds, or undefined for no preference. */
  readonly preferredAt: number | undefined;
  readonly remark: string;
}

export const blankPlace: PlaceDraft = {
  memberId: undefined,
  mode: 'point',
  pointId: undefined,
  addressId: undefined,
  contactName: '',
  contactPhone: '',
  region: '',
  street: '',
  preferredAt: undefined,
  remark: '',
};

let nextKey = 1;

export function blankItem(): ItemDraft {
  return { key: nextKey++, categoryId: undefined, brandId: 0, answers: {}, qty: '1' };
}

/** The answers picked, in the order of the sheet's questions. */
export function answerIds(item: ItemDraft): number[] {
  return Object.values(item.answers).flat();
}

/** How many, when it is a whole number from 1 to 9999. */
export function qtyOf(item: ItemDraft): number | undefined {
  const n = Number(item.qty);
  return /^\d{1,4}$/.test(item.qty) && n >= 1 ? n : undefined;
}

/** The questions of the sheet still to answer before the item can be quoted (required ones left blank). */
export function unanswered(sheet: QuoteSheet | undefined, item: ItemDraft): string[] {
  if (!sheet) return [];
  return sheet.questions
    .filter((q) => q.required && (item.answers[q.id]?.length ?? 0) === 0)
    .map((q) => q.title);
}

/** Picks an answer: a single-choice question holds that one; a multiple-choice one adds or removes it. */
export function pickAnswer(
  item: ItemDraft,
  sheet: QuoteSheet,
  questionId: number,
  answerId: number,
): ItemDraft {
  const q = sheet.questions.find((x) => x.id === questionId);
  if (!q) return item;
  const held = item.answers[questionId] ?? [];
  const next =
    q.type === 'single'
      ? [answerId]
      : held.includes(answerId)
        ? held.filter((a) => a !== answerId)
        : [...held, answerId];
  return { ...item, answers: { ...item.answers, [questionId]: next } };
}

/** What the quote call is asked for an item, once it can be quoted (a category and every required answer). */
export function quoteInput(sheet: QuoteSheet | undefined, item: ItemDraft) {
  if (item.categoryId === undefined || !sheet || sheet.category.id !== item.categoryId) return undefined;
  if (unanswered(sheet, item).length > 0) return undefined;
  return { category_id: item.categoryId, brand_id: item.brandId, answer_ids: answerIds(item) };
}

/** The Save body of the order (the prices are the server's to work out; none is sent). */
export function saveBody(place: PlaceDraft, items: readonly ItemDraft[]) {
  const where =
    place.mode === 'point'
      ? { point_id: place.pointId ?? 0 }
      : place.addressId === 'new' || place.addressId === undefined
        ? {
            address_id: 0,
            contact_name: place.contactName.trim(),
            contact_phone: place.contactPhone.trim(),
            region: place.region,
            street: place.street.trim(),
          }
        : { address_id: place.addressId };
  return {
    member_id: place.memberId ?? 0,
    mode: place.mode,
    ...where,
    ...(place.preferredAt ? { preferred_at: place.preferredAt } : {}),
    remark: place.remark.trim(),
    items: items.map((i) => ({
      category_id: i.categoryId ?? 0,
      brand_id: i.brandId,
      answer_ids: answerIds(i),
      qty: qtyOf(i) ?? 0,
    })),
  };
}

import { T, type Texts } from '@yanye/i18n';

/**
 * The records the page search (Mod+K) finds besides pages, declared once: what the search calls each kind, and the
 * catalogue page (by name) a user must be able to open to find one, which a hit opens (its `:id` the record's).
 * The server searches each kind the user may open (modules/search); the palette lists the hits under their kind.
 */
export interface RecordKind {
  readonly title: Texts;
  readonly page: string;
}

export const RECORD_KINDS = {
  order: { title: T('订单', 'record'), page: 'OrderInfo' },
  goods: { title: T('商品', 'record'), page: 'GoodsEdit' },
  member: { title: T('会员', 'record'), page: 'MemberInfo' },
} as const satisfies Record<string, RecordKind>;

export type RecordKindName = keyof typeof RECORD_KINDS;

export const RECORD_KIND_NAMES = Object.keys(RECORD_KINDS) as RecordKindName[];

export function recordKind(name: string): RecordKind | undefined {
  return Object.hasOwn(RECORD_KINDS, name) ? RECORD_KINDS[name as RecordKindName] : undefined;
}

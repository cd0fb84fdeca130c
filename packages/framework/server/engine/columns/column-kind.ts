import type { Texts } from '@yanye/i18n';
import type { ColumnKind, ColumnType, FieldType } from '@yanye/protocol';
import { COMMON_TITLES } from '../resource/titles';

/**
 * What a list column holds (`ColumnKind`), worked out from its declaration so that no resource has to say it:
 * the list sizes each column by its kind (docs/engine.md, "Column kinds"). A column may still declare its kind
 * (`kind: 'status'` on a select that is the list's state under another name).
 */

/** What a column's declaration says of it, as far as its kind goes. */
export interface KindFacts {
  readonly key: string;
  readonly title: Texts;
  readonly type: ColumnType;
  readonly money: boolean;
  readonly decimals: number | undefined;
  readonly decimalKey: string | undefined;
  /** The input its form edits it with, when it is edited. */
  readonly formType: FieldType | undefined;
}

/** Text columns by their name: the first pattern the key matches decides. */
const TEXT_BY_NAME: readonly (readonly [RegExp, ColumnKind])[] = [
  [/(^|_)(phone|mobile|tel)$/, 'phone'],
  // Order, document, waybill and goods numbers; ids another system gave (an OpenID, a message id).
  [/(^|_)(no|sn|code|barcode|pid|openid|unionid)$|_id$/, 'code'],
  [
    /(^|_)(remark|note|notes|memo|reason|content|summary|address|reply|description|link|url|user_agent|device|example|error|location|track|regions|place|street)$/,
    'longtext',
  ],
  [/(^|_)(name|title|nick|nickname|username)$/, 'name'],
];

/** A select named as a record's state: `status`, `state`, `audit_status`, `send_status`, ... */
const STATE_NAME = /(^|_)(status|state)$/;

/** Number columns holding an amount of goods: stock, a document's quantities, a minimum order. */
const QUANTITY_NAME = /(^|_)(qty|quantity|stock|moq)(_|$)/;

/** The form inputs that tell a text column's kind whatever its name. */
const TEXT_BY_INPUT: Partial<Record<FieldType, ColumnKind>> = {
  textarea: 'longtext',
  richtext: 'longtext',
  phone: 'phone',
};

const BY_TYPE: Readonly<Record<ColumnType, (c: KindFacts) => ColumnKind>> = {
  number: (c) => {
    if (c.money) return 'money';
    if (c.decimalKey || c.decimals === 3 || QUANTITY_NAME.test(c.key)) return 'quantity';
    return 'number';
  },
  // A state by its name is only a candidate: `statusColumn` keeps one per list (the others are plain selects).
  select: (c) => (STATE_NAME.test(c.key) ? 'status' : 'select'),
  cascade: () => 'select',
  // A set of options (an operator's roles) shown as their labels, or a tick.
  checkbox: () => 'text',
  datetime: () => 'time',
  date: () => 'date',
  eqdate: () => 'date',
  image: () => 'image',
  hide: () => 'text',
  text: (c) =>
    (c.formType && TEXT_BY_INPUT[c.formType]) ??
    TEXT_BY_NAME.find(([pattern]) => pattern.test(c.key))?.[1] ??
    'text',
};

/** The kind of a column from its declaration alone (a select named as a state is a `status` candidate). */
export function kindOf(c: KindFacts): ColumnKind {
  return BY_TYPE[c.type](c);
}

/**
 * Whether the column says it is the list's state: a select titled as the entities' shared status (`COMMON_TITLES.status`,
 * 状态), as a goods item's on-sale flag is. It then counts as a declared `status`.
 */
export function titledStatus(c: KindFacts): boolean {
  return c.type === 'select' && c.title.zh === COMMON_TITLES.status.zh;
}

/** What `statusColumn` needs of a column. */
export interface KindedColumn {
  readonly type: ColumnType;
  readonly kind: ColumnKind;
  /** The kind was declared, not worked out. */
  readonly kindDeclared: boolean;
}

/**
 * The list's status column, the one kept in sight: the flow's status column (a select, whatever its name), else a
 * column declared a `status`, else a select named `status` or `state`, else the first named as a state
 * (`audit_status`). Undefined when there is none.
 */
export function statusColumn(
  columns: Readonly<Record<string, KindedColumn>>,
  flowStatus: string | undefined,
): string | undefined {
  const entries = Object.entries(columns);
  const pick = (test: (key: string, c: KindedColumn) => boolean) =>
    entries.find(([key, c]) => test(key, c))?.[0];
  const candidate = (c: KindedColumn) => c.kind === 'status';
  return (
    pick((key, c) => key === flowStatus && (c.type === 'select' || candidate(c))) ??
    pick((_, c) => candidate(c) && c.kindDeclared) ??
    pick((key, c) => candidate(c) && (key === 'status' || key === 'state')) ??
    pick((_, c) => candidate(c))
  );
}

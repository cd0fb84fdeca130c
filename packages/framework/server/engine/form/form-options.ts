import type { Texts } from '@yanye/i18n';
import { type FieldType, MAX_MONEY_CENTS, type PhoneKind } from '@yanye/protocol';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OptionGroups, Options, OptionsRef } from '../columns/option-sources';
import { COMMON_TITLES } from '../resource/titles';

// How a property is edited in its form, and the form options many properties share (a sort number, an on-off
// switch, a price, an amount).

/** How a property is edited in the form (and read from an import), beyond what its column already says. */
export interface FormOptions {
  /** The input, when not the column's own (`radio` for a select, `textarea` for text, `switch` for 0/1). */
  readonly type?: FieldType;
  /** A label of its own in the form ("立即上架" where the list says "状态"). */
  readonly title?: Texts;
  readonly required?: boolean;
  /** Text length, or number bounds (in cents for money). */
  readonly min?: number;
  readonly max?: number;
  readonly decimals?: number;
  readonly options?: Options;
  /** Options asked of another call as the user types (trees, large lists). */
  readonly optionsApi?: OptionsRef;
  readonly tip?: Texts;
  readonly default?: unknown;
  /** A select that takes several values (stored as a JSON array). */
  readonly multiple?: boolean;
  /** Carried with the record but not shown in the form. */
  readonly hidden?: boolean;
  /** Whether an import fills it; pictures never are. */
  readonly import?: boolean;
  /** No two of the store's records may hold the same value (a name, a code): refused as `名称“…”已存在`. */
  readonly unique?: boolean;
  /**
   * A select that takes what is typed while its options are none (a goods grade before the store defines its
   * grades): the form shows a text input then, a pick once there are options, which a save is held to.
   */
  readonly open?: boolean;
  /** A grouped select (`engine/columns/groups.ts`): several values, at most one of each of the store's groups. */
  readonly groups?: OptionGroups;
  /**
   * An action's amount bounded by the row it acts on: the key of the list column holding the most it takes (a
   * refund's 可退金额). The dialog shows that column's value and refuses more before sending; the action still
   * checks it on the locked row.
   */
  readonly maxKey?: string;
  /**
   * For ids kept in no reference column of the field's own (an extra field's list of ids, kept in a link table):
   * the reference column (`refId`, with its store key) whose rows they are. The engine then holds them to the
   * store as it holds a reference column: in a Save, an import and an action alike.
   */
  readonly refersTo?: PgColumn;
  /** For a `phone` field: the numbers it takes (`PhoneKind`; a landline too unless it says `mobile`). */
  readonly phone?: PhoneKind;
  /**
   * For a reference an import names otherwise than by its row's name: the column of the referenced table a sheet's
   * cell holds, and that column's title, which heads the sheet's column (a document line's material by its code,
   * 物料编码, which is what people write down). Never an id: a cell of digits is a code too.
   */
  readonly importBy?: ImportBy;
}

/** What an import names a reference's row by (`FormOptions.importBy`). */
export interface ImportBy {
  readonly column: PgColumn;
  readonly title: Texts;
}

/** The sort number a sortable entity's form carries. */
export const SORT_FORM: FormOptions = {
  type: 'number',
  min: 0,
  max: 99_999,
  decimals: 0,
  tip: COMMON_TITLES.sortTip,
};

/** A record's on (1) or off (0) as its form sets it: radio buttons, on for a new record. */
export const ON_OFF_FORM: FormOptions = { type: 'radio', default: 1 };

/** A price typed in a form, in cents: 0.01 to 99,999,999.99 yuan (`MAX_MONEY_CENTS`). */
export const PRICE_FORM = { min: 1, max: MAX_MONEY_CENTS } as const satisfies FormOptions;

/** An amount that may also be none (a market price, a credit limit, a free document line): 0 to the most. */
export const AMOUNT_FORM = { min: 0, max: MAX_MONEY_CENTS } as const satisfies FormOptions;

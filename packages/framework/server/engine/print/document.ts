import type { Lang, Texts } from '@yanye/i18n';
import type { PrintedDoc } from '@yanye/protocol';
import type { StoreDb } from '../../platform/tenancy';

/**
 * A document as it prints: what a resource's `print` declaration reads for each record (docs/printing.md). Every
 * text is already in the reader's words (money through `formatYuan`, times in the store's zone); the renderer
 * only lays it out.
 */

/** A fact of the header: 供应商：河南盐业公司. */
export type PrintFact = PrintedDoc['facts'][number];

/** A column of the lines: its title, its share of the width, and where its text sits. */
export type PrintColumn = NonNullable<PrintedDoc['table']>['columns'][number];

/** A column of the lines as a declaration gives it: its title in every language. */
export interface PrintColumnDecl extends Omit<PrintColumn, 'title'> {
  readonly title: Texts;
}

/** The lines of a document: a table whose header is repeated on every page it runs over. */
export type PrintTable = NonNullable<PrintedDoc['table']>;

/** Who did something to the document, and when: 制单人 张三 2026-11-20 09:30:00. */
export type PrintPerson = PrintedDoc['people'][number];

/** A document as it prints (protocol `PrintedDoc`, which its read-only page reads too). */
export type PrintDoc = PrintedDoc;

/** What a document is printed on: an A4 sheet, or an 80 mm till roll as long as the receipt needs. */
export type Paper = 'a4' | 'receipt';

/** What a print declaration's readers are given. */
export interface PrintContext {
  readonly lang: Lang;
  readonly timeZone: string;
}

/** The signature lines a document may have, by their shared word (`PRINT_TEXTS`). */
export type Signature = 'maker' | 'auditor' | 'handler' | 'receiver' | 'payer';

/** Something a print declaration reads for many records at once: a value for each id it finds. */
export type ReadMany<V> = (
  db: StoreDb,
  ids: readonly number[],
  ctx: PrintContext,
) => Promise<ReadonlyMap<number, V>>;

/**
 * A resource's print declaration (`defineResource({ print })`, docs/printing.md). The header is the resource's own
 * list columns, named by key: their titles and values as the list and its export show them (options by label,
 * money through `formatYuan`, times in the store's zone), so nothing is said twice. The engine serves `{api}Print`
 * from it (one record, or many into one file), permitted by the catalogue page that lists that path.
 */
export interface PrintDecl {
  readonly paper: Paper;
  /**
   * The title over the document (送货单, Delivery note); by default the catalogue's noun of the entity, its first
   * letter capital (采购订单, Purchase order).
   */
  readonly title?: Texts;
  /** List columns shown as the header's facts, in order. */
  readonly facts: readonly string[];
  /** What a column is called on paper where its list title would mislead there (a refund's 实付金额 is its order's). */
  readonly titles?: Readonly<Record<string, Texts>>;
  /** The list column of the total quantity, printed in figures under the lines. */
  readonly totalQty?: string;
  /** Other list columns printed among the totals, before the amount (a refund's order total). */
  readonly totals?: readonly string[];
  /** The list column of the total amount (cents), printed in figures and in words (大写金额). */
  readonly amount?: string;
  /** What the amount is, before its figures and its words (合计金额 by default): 退款金额, 提现金额. */
  readonly amountTitle?: Texts;
  /** The list column of the remark, printed under the totals. */
  readonly remark?: string;
  /** The lines of each document (goods, materials), as rows under `columns`. */
  readonly lines?: {
    /** What the lines are, printed over them when the title does not say it. */
    readonly caption?: Texts;
    readonly columns: readonly PrintColumnDecl[];
    readonly read: ReadMany<readonly (readonly string[])[]>;
  };
  /** Who made and who audited each document, with when. */
  readonly people?: ReadMany<readonly PrintPerson[]>;
  readonly signatures: readonly Signature[];
}

/** The list columns a declaration prints: each must be a column of the resource (checked at start). */
export function printedKeys(p: PrintDecl): string[] {
  return [
    ...p.facts,
    ...Object.keys(p.titles ?? {}),
    ...(p.totals ?? []),
    ...[p.totalQty, p.amount, p.remark].filter((k) => k !== undefined),
  ];
}

import type { Lang } from '@yanye/i18n';

/** Pure helpers of the print layout: titles, widths, file names, batches. */

/**
 * A catalogue noun as a document's title: its first letter a capital (purchase order → Purchase order, orden de
 * compra → Orden de compra); Chinese and Japanese as they are.
 */
export function titleOfNoun(noun: string, lang: Lang): string {
  const [first = ''] = noun;
  return first.toLocaleUpperCase(lang) + noun.slice(first.length);
}

/**
 * The widths of columns sharing `total` points in proportion to their weights, rounded to tenths of a point, the
 * last taking what rounding left so that they add up to `total`.
 */
export function columnWidths(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((n, w) => n + Math.max(0, w), 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map(() => Math.round((total / weights.length) * 10) / 10);
  const widths = weights.map((w) => Math.round(((Math.max(0, w) * total) / sum) * 10) / 10);
  const used = widths.slice(0, -1).reduce((n, w) => n + w, 0);
  widths[widths.length - 1] = total - used;
  return widths;
}

/** Characters a file name may not hold on Windows, macOS or Linux, and controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const UNSAFE = /[\\/:*?"<>|\x00-\x1f\x7f]+/g;

/**
 * The file name of a printed file: the document's number (CG20261120-0001.pdf), or the first and the count of a
 * batch (CG20261120-0001-等3张.pdf in Chinese, …-and-2-more.pdf otherwise).
 */
export function printFileName(nos: readonly string[], more: (count: number) => string): string {
  const first = (nos[0] ?? 'document').replace(UNSAFE, '_').slice(0, 80);
  return nos.length <= 1 ? `${first}.pdf` : `${first}${more(nos.length)}.pdf`;
}

/** An RFC 5987 `content-disposition` with an ASCII fallback, for a name holding Chinese. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The ids of a batch as asked (`1,2,3`): whole positive numbers, each once, in the order given; undefined when
 * the text holds anything else.
 */
export function batchIds(text: string): number[] | undefined {
  const parts = text.split(',').map((s) => s.trim());
  if (parts.some((p) => !/^[1-9]\d{0,15}$/.test(p))) return undefined;
  const ids = parts.map(Number);
  if (ids.some((n) => !Number.isSafeInteger(n))) return undefined;
  return [...new Set(ids)];
}

/** Documents in the order their ids were asked, whatever order they were read in. */
export function inAskedOrder<D extends { readonly id: number }>(
  ids: readonly number[],
  docs: readonly D[],
): D[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  return ids.flatMap((id) => {
    const d = byId.get(id);
    return d ? [d] : [];
  });
}

import { type ColumnMeta, formatMoney } from '@yanye/protocol';
import { lazy, type ReactNode, Suspense } from 'react';
import { mediaUrl, thumbUrl } from '../../api/media';
import { currentLang } from '../../i18n/lang';
import { formatDecimal } from '../../lib/numeric';
import { formatTime } from '../../lib/time';

// Ant Design's image with its big-picture preview (11 KB gzipped), fetched by the first list that shows a picture:
// meanwhile the cell shows the thumbnail alone.
const Image = lazy(() => import('antd/es/image'));

type Renderer = (value: unknown, c: ColumnMeta, row?: Readonly<Record<string, unknown>>) => ReactNode;

function optionLabel(value: unknown, c: ColumnMeta): ReactNode {
  const hit = c.options?.find((o) => String(o.value) === String(value));
  return hit ? hit.label : String(value ?? '');
}

function seconds(format: string): Renderer {
  return (value) => formatTime(Number(value), format);
}

/** Image values count only when they hold `//` (or are an upload's path); see `mediaUrl`. */
export const imageSrc = mediaUrl;

/**
 * The decimals a number cell shows: the row's own when the column names where they are (`decimal_key`: a
 * quantity in its unit's precision, a bag whole and kilograms to 3 places), else the column's; null shows the
 * value as it came.
 */
export function decimalsOf(c: ColumnMeta, row?: Readonly<Record<string, unknown>>): number | null {
  const own = c.decimal_key && row ? row[c.decimal_key] : undefined;
  if (own !== undefined && own !== null && own !== '') {
    const n = Number(own);
    if (Number.isInteger(n) && n >= 0 && n <= 20) return n;
  }
  return c.decimal || null;
}

/** How each column type shows a cell; a lookup, not a chain of ifs. */
export const cellRenderers: Readonly<Record<ColumnMeta['type'], Renderer>> = {
  text: (v) => (v === null || v === undefined ? '' : String(v)),
  number: (v, c, row) => {
    // No amount (a salary not offered, a price not yet made) is none, not 0.00.
    if (v === null || v === undefined || v === '') return '';
    if (c.money) return formatMoney(v);
    const decimals = decimalsOf(c, row);
    return decimals === null ? String(v) : formatDecimal(v, decimals);
  },
  select: optionLabel,
  cascade: optionLabel,
  // A set of options (an operator's roles) is shown as their labels; a checkbox without options, as a tick.
  checkbox: (v, c) => {
    if (Array.isArray(v))
      return v.map((one) => optionLabel(one, c)).join(currentLang() === 'zh' ? '、' : ', ');
    if (c.options && v !== null && v !== undefined) return optionLabel(v, c);
    return v ? '✓' : '';
  },
  date: seconds('YYYY-MM-DD'),
  eqdate: seconds('YYYY-MM-DD'),
  datetime: seconds('YYYY-MM-DD HH:mm:ss'),
  image: (v) => {
    // The thumbnail in the cell, the picture itself on a click (the big-image preview).
    const src = mediaUrl(v);
    return src ? (
      <Suspense
        fallback={<img src={thumbUrl(v)} width={48} height={48} style={{ objectFit: 'cover' }} alt="" />}
      >
        <Image src={thumbUrl(v)} width={48} height={48} style={{ objectFit: 'cover' }} preview={{ src }} />
      </Suspense>
    ) : null;
  },
  hide: () => null,
};

/** A cell as text, as it is shown (a picture's has none): what a column's width is measured against. */
export function cellText(c: ColumnMeta, value: unknown, row?: Readonly<Record<string, unknown>>): string {
  const shown = cellRenderers[c.type](value, c, row);
  return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';
}

/** A row's cells as text by column key (undefined for a key the list has no column of): what a question names. */
export function rowCells(
  row: Readonly<Record<string, unknown>> | undefined,
  columns: Readonly<Record<string, ColumnMeta>> | undefined,
): (key: string) => string | undefined {
  return (key) => {
    const c = columns?.[key];
    return row && c && key in row ? cellText(c, row[key], row) : undefined;
  };
}

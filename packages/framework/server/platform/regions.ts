import { createRequire } from 'node:module';
import { type Lang, T } from '@yanye/i18n';

/**
 * China's administrative divisions (province, city, district) by their six-digit codes, from the npm package
 * `china-area-data` (MIT; the National Bureau of Statistics' division codes). A region is stored as its code:
 * the district's for an address, the province's or city's where a whole area is meant (delivery regions).
 */
type Divisions = Record<string, Record<string, string>>;
const raw = createRequire(import.meta.url)('china-area-data/data.json') as Divisions;

/**
 * The package also lists the towns (nine-digit codes) of the few cities without districts (东莞市, 中山市,
 * 儋州市, ...): they are left out, so such a city is itself the leaf an address names, and every code is six digits.
 */
const data: Divisions = Object.fromEntries(
  Object.entries(raw)
    .map(([parent, children]) => [
      parent,
      Object.fromEntries(Object.entries(children).filter(([code]) => /^\d{6}$/.test(code))),
    ])
    .filter(([, children]) => Object.keys(children as object).length > 0),
);

/** The country's own key in the package's map: its children are the provinces. */
const ROOT = '86';

export interface RegionNode {
  readonly value: string;
  readonly label: string;
  readonly children?: readonly RegionNode[];
}

const parentOf = new Map<string, string>();
const nameOf = new Map<string, string>();
for (const [parent, children] of Object.entries(data))
  for (const [code, name] of Object.entries(children)) {
    parentOf.set(code, parent);
    nameOf.set(code, name);
  }

function nodes(parent: string): RegionNode[] {
  return Object.entries(data[parent] ?? {}).map(([value, label]) => {
    const children = data[value] ? nodes(value) : undefined;
    return children ? { value, label, children } : { value, label };
  });
}

/** The whole tree, for a cascader: provinces, their cities, the cities' districts. */
export const REGION_TREE: readonly RegionNode[] = nodes(ROOT);

/** The provinces (and the four municipalities), for a pick of whole areas. */
export const PROVINCES: readonly { value: string; label: string }[] = Object.entries(data[ROOT] ?? {}).map(
  ([value, label]) => ({ value, label }),
);

/** Whether a code names a division the data knows. */
export const isRegion = (code: string): boolean => nameOf.has(code);

/** Whether a code is a leaf: a district, or a city with no districts below it. */
export const isLeafRegion = (code: string): boolean => nameOf.has(code) && !data[code];

/** The codes from the province down to `code` (empty for an unknown code). */
export function regionPath(code: string): string[] {
  const path: string[] = [];
  for (let at: string | undefined = code; at && at !== ROOT; at = parentOf.get(at)) {
    if (!nameOf.has(at)) return [];
    path.unshift(at);
  }
  return path;
}

/** The full name of a region, province first (广东省 广州市 天河区); '' for an unknown code. */
export const regionName = (code: string, separator = ' '): string =>
  regionPath(code)
    .map((c) => nameOf.get(c))
    .join(separator);

/** Whether `code` lies in `area` (the same region, or one below it). */
export const inRegion = (code: string, area: string): boolean => regionPath(code).includes(area);

/** The country as a whole among the provinces an offer delivers to (the division code of China). */
export const NATIONWIDE = '100000';

export const NATIONWIDE_TITLE = T('全国');

/**
 * The regions of an offer (a supply offer's, a group buy's) as words: 全国, or the provinces' names. A list cell has no language of its own, and the
 * provinces' names are Chinese, so it says 全国 there; the offer's own page says it in the reader's language.
 */
export function regionsText(value: unknown, lang: Lang = 'zh'): string {
  const codes = Array.isArray(value) ? value.map(String) : [];
  if (codes.includes(NATIONWIDE)) return NATIONWIDE_TITLE[lang];
  return codes.map((c) => regionName(c) || c).join('、');
}

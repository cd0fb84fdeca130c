import type { Lang, Texts } from '@yanye/i18n';
import type { StoreDb } from '../../platform/tenancy';

// What a select picks from: options written out, read from the store, grouped by the store's groups, or asked of
// another call as the user types; and those options in a reader's language.

export interface Option {
  readonly value: string | number;
  readonly label: Texts | string;
}

/** Options read from the store's own data (categories, warehouses, ...), within its transaction. */
export interface OptionsSource {
  load(db: StoreDb, lang: Lang): Promise<{ value: string | number; label: string }[]>;
}

/** One group: its name (the part before `=`), its title, its values in order, and whether one must be picked. */
export interface OptionGroup {
  readonly name: string;
  readonly title: string;
  readonly required: boolean;
  readonly values: readonly string[];
}

/** Where a grouped select's groups come from: the store's data, read within its transaction. */
export interface OptionGroups {
  load(db: StoreDb, lang: Lang): Promise<readonly OptionGroup[]>;
}

export type Options = readonly Option[] | OptionsSource;

/**
 * Another call a form asks for options as the user types (a large list, a tree): its path, and query values to
 * send with it, where `{field}` stands for the value of another field of the form.
 */
export interface OptionsRef {
  readonly path: string;
  readonly params?: Readonly<Record<string, string>>;
}

export function isSource(options: Options): options is OptionsSource {
  return 'load' in options;
}

/** The options of a column or field in the user's language. */
export async function resolveOptions(
  options: Options,
  db: StoreDb,
  lang: Lang,
): Promise<{ value: string | number; label: string }[]> {
  if (isSource(options)) return options.load(db, lang);
  return options.map((o) => ({
    value: o.value,
    label: typeof o.label === 'string' ? o.label : o.label[lang],
  }));
}

import { T, type Texts } from '@yanye/i18n';

/**
 * A select's options from the titles of its values, in the order written: `optionsOf({ draft: T(...), sent:
 * T(...) })`, so a state's title is said once and both the options and a message naming the state read it. The
 * values are the keys, hence text: numeric values (1 and 0) keep a list of options, since an object would put
 * them in numeric order.
 */
export function optionsOf<Value extends string>(
  titles: Readonly<Record<Value, Texts>>,
): { readonly value: Value; readonly label: Texts }[] {
  return (Object.entries(titles) as [Value, Texts][]).map(([value, label]) => ({ value, label }));
}

/** A record in use (1) or stopped (0), as a store switches one off without deleting it: a company, a rule, an account. */
export const ENABLED_OPTIONS = [
  { value: 1, label: T('启用', 'label') },
  { value: 0, label: T('停用', 'label') },
] as const;

/** Yes (1) or no (0), for a flag a form asks about (required, forced, a leaf). */
export const YES_NO_OPTIONS = [
  { value: 1, label: T('是') },
  { value: 0, label: T('否') },
] as const;

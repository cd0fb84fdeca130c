import { T } from '@yanye/i18n';
import type { FieldMeta } from '@yanye/protocol';
import { badInput } from '../../platform/errors';
import type { OptionGroup, OptionGroups, OptionsSource } from './option-sources';

export type { OptionGroup, OptionGroups };

/**
 * A grouped select: a select of several values taking at most one of each group, whose groups the store defines
 * (a goods' properties: its packaging, its shelf life). Each value is `group=value`; the form draws one pick per
 * group (the metadata's `columns`), and a save is checked against the groups as they stand.
 */

/** The value a pick of `value` in `group` is stored and sent as. */
export const groupValue = (group: string, value: string): string => `${group}=${value}`;

/** The group and value of a stored pick (a group's name holds no `=`; a value may). */
export function splitGroupValue(pick: string): { group: string; value: string } {
  const at = pick.indexOf('=');
  return at < 0 ? { group: pick, value: '' } : { group: pick.slice(0, at), value: pick.slice(at + 1) };
}

/** Every pick of every group as one option list (`包装：25kg编织袋`): what labels, filters and logs read. */
export function groupedOptions(groups: OptionGroups): OptionsSource {
  return {
    async load(db, lang) {
      return (await groups.load(db, lang)).flatMap((g) =>
        g.values.map((v) => ({ value: groupValue(g.name, v), label: `${g.title}：${v}` })),
      );
    },
  };
}

/** The metadata's `columns` of a grouped select: one select per group, its values labelled as they are. */
export function groupColumns(groups: readonly OptionGroup[]): FieldMeta[] {
  return groups.map((g) => ({
    name: g.name,
    title: g.title,
    type: 'select',
    required: g.required,
    rules: { min: null, max: null },
    decimal: null,
    options: g.values.map((v) => ({ value: groupValue(g.name, v), label: v })),
    options_api: null,
    tip: null,
    default: null,
    multiple: false,
    hidden: false,
    columns: null,
  }));
}

const MESSAGES = {
  noGroup: T('{field}中没有“{name}”这一项'),
  noValue: T('{field}的{group}没有可选值“{value}”（可选：{allowed}）'),
  twice: T('{field}的{group}只能选一个值'),
} as const;

/**
 * Refuses picks that no group offers (naming the group and the values it has), two picks of one group, and a
 * required group left without one. `title` is the field's, in the caller's language.
 */
export function checkGroups(title: string, groups: readonly OptionGroup[], picked: readonly unknown[]): void {
  const byName = new Map(groups.map((g) => [g.name, g]));
  const taken = new Set<string>();
  for (const pick of picked) {
    const { group, value } = splitGroupValue(String(pick));
    const g = byName.get(group);
    if (!g) throw badInput(MESSAGES.noGroup, { field: title, name: String(pick).slice(0, 40) });
    if (!g.values.includes(value)) {
      const allowed = g.values.join('、');
      throw badInput(MESSAGES.noValue, { field: title, group: g.title, value: value.slice(0, 40), allowed });
    }
    if (taken.has(group)) throw badInput(MESSAGES.twice, { field: title, group: g.title });
    taken.add(group);
  }
  const missing = groups.find((g) => g.required && !taken.has(g.name));
  if (missing) throw badInput('fieldRequired', { field: missing.title });
}

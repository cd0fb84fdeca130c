import type { FieldMeta } from '@yanye/protocol';

/**
 * The value of a grouped select (several values, at most one of each group: a goods' packaging and shelf life)
 * as its groups see it. Each group is a select of its own picks (`columns` of the field's metadata).
 */

export type Pick = string | number;

const picksOf = (group: FieldMeta) => new Set((group.options ?? []).map((o) => String(o.value)));

const asList = (value: unknown): Pick[] =>
  Array.isArray(value) ? value.filter((v): v is Pick => typeof v === 'string' || typeof v === 'number') : [];

/** The group's pick in the value, if it has one. */
export function pickOf(value: unknown, group: FieldMeta): Pick | undefined {
  const picks = picksOf(group);
  return asList(value).find((v) => picks.has(String(v)));
}

/**
 * The value with the group's pick replaced (taken away for none): the groups' picks in the groups' order, then
 * anything no group offers, kept as it was for the server to judge.
 */
export function withPick(
  value: unknown,
  groups: readonly FieldMeta[],
  group: FieldMeta,
  pick: Pick | undefined,
): Pick[] {
  const current = asList(value);
  const ordered = groups.flatMap((g) => {
    const chosen = g.name === group.name ? pick : pickOf(current, g);
    return chosen === undefined ? [] : [chosen];
  });
  const offered = new Set(groups.flatMap((g) => [...picksOf(g)]));
  return [...ordered, ...current.filter((v) => !offered.has(String(v)))];
}

/** The required groups the value has no pick of. */
export function missingGroups(value: unknown, groups: readonly FieldMeta[]): FieldMeta[] {
  return groups.filter((g) => g.required && pickOf(value, g) === undefined);
}

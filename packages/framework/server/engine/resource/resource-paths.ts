import { RECORD_CALLS } from '@yanye/protocol';
import { and, inArray, type SQL } from 'drizzle-orm';
import { isComputed } from '../columns/columns';
import type { OptionsRef } from '../columns/option-sources';
import type { RowCondition } from './resource-actions';
import { catalogued } from './resource-catalogue';
import type { ResourceDef } from './resource-decl';

// The calls a resource answers (its lists, its records' calls, its options for other forms) and the SQL that
// selects its rows (a list's filter, a row condition).

/** `{api}Options` of a catalogue entity, for a field of another form to pick from. */
export function entityOptions(entity: string, params?: Readonly<Record<string, string>>): OptionsRef {
  return { path: `${catalogued(entity).api}${RECORD_CALLS.options}`, ...(params ? { params } : {}) };
}

/** The SQL of a row condition: each named column holds one of its values. */
export function conditionSql(def: ResourceDef, condition: RowCondition): SQL {
  return and(
    ...Object.entries(condition).map(([key, values]) => {
      const column = def.columns[key]!.sql;
      return isComputed(column) ? inArray(column, [...values]) : inArray(column, [...values]);
    }),
  )!;
}

/**
 * The data paths of a resource: `{api}Manage` unless switched off, and its views, each with its filter (the
 * resource's scope included).
 */
export function dataPaths(def: ResourceDef): [string, SQL | undefined][] {
  const lists: [string, SQL | undefined][] = Object.entries(def.views).map(([url, v]) => [
    url,
    and(def.scope, v.where),
  ]);
  if (def.manageList !== false) lists.unshift([`${def.api}${RECORD_CALLS.list}`, def.scope]);
  return lists;
}

/** The calls of a resource's records: the paths its routes answer besides its lists. */
export function recordPaths(def: ResourceDef) {
  return {
    info: `${def.api}${RECORD_CALLS.info}`,
    save: `${def.api}${RECORD_CALLS.save}`,
    del: `${def.api}${RECORD_CALLS.del}`,
    options: `${def.api}${RECORD_CALLS.options}`,
  };
}

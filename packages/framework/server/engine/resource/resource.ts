import { pagesByApi } from '@yanye/catalog';
import { printPath, RECORD_CALLS } from '@yanye/protocol';
import type { OptionsRef } from '../columns/option-sources';
import { defaultRecordName } from './record-name';
import type { Action, ActionFields } from './resource-actions';
import { catalogued, pageFor } from './resource-catalogue';
import { checkResource } from './resource-checks';
import { keyed, linesOf, withIdColumn, withOneStatus } from './resource-columns';
import type { ResourceDecl, ResourceDef } from './resource-decl';
import type { ResourceTable } from './resource-table';

// `defineResource`: an entity module's declaration read against the catalogue, its columns, fields and actions
// derived, and the whole checked before the engine serves it.

/** Declares a resource; the engine turns it into routes (see engine/routes). */
export function defineResource<T extends ResourceTable, A extends ActionFields = ActionFields>(
  decl: ResourceDecl<T, A>,
): ResourceDef<T> {
  const entity = catalogued(decl.entity);
  const { columns: declared, fields } = keyed(decl.entity, withIdColumn(decl));
  const columns = withOneStatus(declared, decl.flow?.status);
  const actions: Record<string, Action<T>> = {};
  const steps =
    decl.flow?.actions(entity.name, (step) => pageFor(entity, `${entity.api}${step}`).label) ?? {};
  for (const [name, action] of Object.entries({ ...steps, ...decl.actions })) {
    if (steps[name] && decl.actions && name in decl.actions)
      throw new Error(`${entity.name}: ${name} is both a step of its flow and an action`);
    const path = `${entity.api}${name}`;
    const page = pageFor(entity, path);
    actions[name] = { ...action, name, path, label: page.label, title: page.title };
  }
  const deletable = decl.deletable !== false;
  // A document that prints needs a catalogue page to permit its print call: without one this fails at start.
  if (decl.print) pageFor(entity, printPath(entity.api));
  const def: ResourceDef<T> = {
    ...decl,
    name: entity.name,
    api: entity.api,
    title: entity.title,
    noun: entity.noun,
    columns,
    fields,
    lines: linesOf(decl.entity, decl.lines),
    actions,
    views: Object.fromEntries(
      Object.entries(decl.views ?? {}).map(([name, view]) => [
        `${entity.api}${name}${RECORD_CALLS.list}`,
        view,
      ]),
    ),
    delLabel: deletable ? pageFor(entity, `${entity.api}${RECORD_CALLS.del}`).label : undefined,
    savable: pagesByApi(`${entity.api}${RECORD_CALLS.save}`).length > 0,
    optionUses: [],
    recordName: decl.recordName ?? defaultRecordName(columns, fields),
  };
  const done = { ...def, optionUses: optionUses(def) };
  checkResource(done);
  return done;
}

/** The options calls a resource's forms and action dialogs ask (what they need permission to). */
function optionUses(def: ResourceDef): OptionsRef[] {
  const all = [
    ...def.fields,
    ...(def.lines?.fields ?? []),
    ...Object.values(def.actions).flatMap((a) => a.fields ?? []),
  ];
  return all.flatMap((f) => (f.optionsApi ? [f.optionsApi] : []));
}

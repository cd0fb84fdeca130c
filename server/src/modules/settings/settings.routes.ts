import {
  type ApiRoute,
  AppError,
  type Changes,
  type Field,
  fieldChanges,
  formMeta,
  route,
  titled,
  withinLine,
} from '@yanye/framework/server';
import { type Lang, T } from '@yanye/i18n';
import type { Contract } from '@yanye/protocol';
import type { z } from 'zod';
import { appDownloadSettings } from './appdown.settings';
import { copyrightSettings } from './copyright.settings';
import type { SettingsDef } from './define';
import { inventorySettings } from './inventory.settings';
import { readSettings, saveSettings } from './settings.service';
import { systemSettings } from './system.settings';

/** Every settings page of the console: a declaration each, served alike. */
export const SETTINGS: readonly SettingsDef[] = [
  systemSettings,
  copyrightSettings,
  appDownloadSettings,
  inventorySettings,
];

const aside = (lang: Lang, text: string) => (lang === 'zh' || lang === 'ja' ? `（${text}）` : ` (${text})`);

/**
 * A refused value named as the form names it (its title), with the field's tip beside it when the tip says what
 * is expected (京ICP备12345678号-1; 5 to 1440).
 */
function refusedField(error: AppError, fields: readonly Field[], lang: Lang): unknown {
  const field = fields.find((f) => f.name === error.params.field);
  const named = titled(error, fields, lang);
  if (!field?.tip || !(named instanceof AppError) || error.key !== 'fieldInvalid') return named;
  return new AppError(
    named.code,
    named.key,
    named.params,
    named.data,
    named.describe(lang) + aside(lang, field.tip[lang]),
  );
}

/** What the operator log says of a save: the page by its title, then each value it changed, `标题 旧 → 新`. */
const CHANGED = T('修改了「{title}」');

/** What a save changed, by its answer: the operator log names it. */
const changes = new WeakMap<object, Changes>();

/** The Info and Save of a settings page, from its declaration. */
export function settingsRoutes(def: SettingsDef): ApiRoute[] {
  return [
    // The page's values are its own schema's; the routes serve any page, so they see them as a record.
    route(def.info as Contract, {
      handler: async ({ db, lang }) => {
        const held = await readSettings(db, def);
        return {
          value: held.value,
          updated_at: held.updatedAt,
          fields: await formMeta(def.fields, db, lang),
        };
      },
    }),
    // Its fields are labelled by their titles on the form: a refusal the route leaves as it is names them so.
    route(
      { ...def.save, labels: Object.fromEntries(def.fields.map((f) => [f.name, f.title])) },
      {
        handler: async ({ db, deps, principal }, { body }) => {
          const saved = await saveSettings(db, def, body as Partial<z.output<z.ZodObject>>, {
            accountId: principal.accountId,
            now: deps.now(),
          });
          const answer = { value: saved.value, updated_at: saved.updatedAt };
          const said = await fieldChanges(def.fields, db, saved.before, saved.value, deps.config.TIME_ZONE);
          changes.set(answer, withinLine(said));
          return answer;
        },
        audit: (_input, result) => ({
          target: def.name,
          objectName: def.title.zh,
          said: { text: CHANGED, params: { title: def.title }, ...changes.get(result as object) },
        }),
      },
      { onInvalid: (error, lang) => refusedField(error, def.fields, lang) },
    ),
  ];
}

/** The routes of every settings page. */
export const settingsPageRoutes: readonly ApiRoute[] = SETTINGS.flatMap((def) => settingsRoutes(def));

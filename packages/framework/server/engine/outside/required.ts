import { addonByKey } from '@yanye/catalog';
import { AppError } from '../../platform/errors';
import type { ServiceSettings } from './service';

/** What a refusal for want of a setting carries besides its text: where the setting is filled in. */
export interface FixPath {
  readonly fix_path: string;
}

/**
 * Refuses, before anything is called or written, a store that has not filled in one of `names` of add-on `key`'s
 * settings: the message names the first missing one by the title its settings form shows, and `data.fix_path` is
 * the page where it is filled in (the console links to it). A secret counts as filled once it is set.
 */
export function requireSettings(key: string, settings: ServiceSettings, names: readonly string[]): void {
  const addon = addonByKey(key);
  if (!addon) throw new Error(`no add-on ${key}`);
  for (const name of names) {
    const f = addon.settings.find((x) => x.name === name);
    if (!f) throw new Error(`${key} has no setting ${name}`);
    const value = f.type === 'secret' ? settings.secrets[name] : settings.values[name];
    if (value === undefined || String(value).trim() === '')
      throw new AppError('BAD_INPUT', 'settingMissing', { addon: addon.title, field: f.title }, {
        fix_path: addon.settingsPath,
      } satisfies FixPath);
  }
}

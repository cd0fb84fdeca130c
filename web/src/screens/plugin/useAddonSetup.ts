import { t, useApiQuery, useApiWrite, useClickGuard, useNotify } from '@yanye/framework/web';
import { API, type OutputOf } from '@yanye/protocol';
import { useCallback, useMemo, useState } from 'react';

export type SetupInfo = OutputOf<typeof API.addons.addonSetupInfo>;
export type SetupField = SetupInfo['fields'][number];
export type SetupValue = string | number | boolean | null | undefined;
export type SetupForm = Record<string, SetupValue>;

/** What the form sends: every plain value, and a secret only when something was typed into it. */
export function toValues(info: SetupInfo, form: SetupForm): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const f of info.fields) {
    const v = form[f.name];
    if (f.type === 'secret') {
      if (typeof v === 'string' && v.trim() !== '') out[f.name] = v;
      continue;
    }
    out[f.name] = v === undefined ? null : v;
  }
  return out;
}

/**
 * Whether the values would change nothing the store holds (such a save is refused before sending,
 * docs/business-rules.md).
 */
export function unchanged(info: SetupInfo, values: Record<string, unknown>): boolean {
  return info.fields.every((f) =>
    f.type === 'secret'
      ? values[f.name] === undefined
      : (values[f.name] ?? null) === (info.values[f.name] ?? null),
  );
}

/**
 * The plugin settings screen without UI: the installed add-ons that have settings, the chosen one's form (fields,
 * values, masked secrets) and its save. `only` pins the screen to one add-on (its own settings page).
 */
export function useAddonSetup(wanted: string | undefined, only: string | undefined) {
  const list = useApiQuery(API.addons.addonList, { cate: '', title: '' });
  const choices = useMemo(
    () => (list.data ?? []).filter((a) => a.installed === 1 && a.settings > 0),
    [list.data],
  );
  const [picked, setPicked] = useState<string>();
  const key = only ?? picked ?? (wanted && choices.some((c) => c.key === wanted) ? wanted : choices[0]?.key);
  const addon = (list.data ?? []).find((a) => a.key === (only ?? key));
  const installed = addon?.installed === 1;
  const info = useApiQuery(API.addons.addonSetupInfo, { key: key ?? '' }, { enabled: !!key && installed });
  const save = useApiWrite(API.addons.addonSetupSave);
  const notify = useNotify();
  const guard = useClickGuard();
  const [saving, setSaving] = useState(false);
  const { mutateAsync } = save;

  const submit = useCallback(
    async (form: SetupForm): Promise<boolean> => {
      if (!info.data || !key) return false;
      const values = toValues(info.data, form);
      if (unchanged(info.data, values)) {
        notify.warning(t('unchanged'));
        return false;
      }
      setSaving(true);
      try {
        await mutateAsync({ key, values });
        notify.success(t('saved'));
        return true;
      } catch {
        return false;
      } finally {
        setSaving(false);
      }
    },
    [info.data, key, mutateAsync, notify],
  );

  return {
    loading: list.isLoading || (info.isLoading && installed),
    error: list.error ?? info.error,
    choices,
    key,
    addon,
    installed,
    info: info.data,
    pick: setPicked,
    saving,
    guard,
    submit,
  };
}

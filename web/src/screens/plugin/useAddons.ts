import { useApiQuery, useApiWrite, useNotify } from '@yanye/framework/web';
import { API, type OutputOf } from '@yanye/protocol';
import { useCallback, useMemo, useState } from 'react';
import { pluginText } from './texts';

export type AddonRow = OutputOf<typeof API.addons.addonList>[number];

/**
 * The plugin screen without UI: the add-ons and their categories as cached reads, filtered here by category and by
 * the search box (the whole list is a few dozen rows), and installing or uninstalling one. The shell reloads the
 * route set after either write (Shell.tsx), so the menus follow without a new sign-in.
 */
export function useAddons() {
  const list = useApiQuery(API.addons.addonList, { cate: '', title: '' });
  const cates = useApiQuery(API.addons.addonCateList);
  const install = useApiWrite(API.addons.addonInstall);
  const uninstall = useApiWrite(API.addons.addonUninstall);
  const notify = useNotify();
  const [cate, setCate] = useState('');
  const [needle, setNeedle] = useState('');
  const [busy, setBusy] = useState<string>();

  const shown = useMemo(() => {
    const n = needle.trim().toLowerCase();
    return (list.data ?? []).filter(
      (a) => (!cate || a.cate === cate) && (!n || a.title.toLowerCase().includes(n) || a.key.includes(n)),
    );
  }, [list.data, cate, needle]);

  const toggle = useCallback(
    async (addon: AddonRow): Promise<boolean> => {
      const write = addon.installed ? uninstall : install;
      setBusy(addon.key);
      try {
        await write.mutateAsync({ key: addon.key });
        notify.success(pluginText(addon.installed ? 'uninstallDone' : 'installDone', { title: addon.title }));
        return true;
      } catch {
        return false; // The error catalogue has shown the refusal.
      } finally {
        setBusy(undefined);
      }
    },
    [install, uninstall, notify],
  );

  return {
    loading: list.isLoading,
    error: list.error ?? cates.error,
    cates: cates.data ?? [],
    installedCount: (list.data ?? []).filter((a) => a.installed).length,
    total: list.data?.length ?? 0,
    shown,
    cate,
    setCate,
    needle,
    setNeedle,
    busy,
    toggle,
  };
}

import { useEffect } from 'react';
import { installedPlugins } from './boot';

/**
 * Another user of the store may install or uninstall an add-on: when the window is shown again, the installed set
 * is read (one small call) and, if it changed, the route set is built again.
 */
export function usePluginWatch(plugins: ReadonlySet<string> | undefined, reload: () => Promise<void>) {
  useEffect(() => {
    if (!plugins) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      void installedPlugins().then((now) => {
        const same = now.size === plugins.size && [...now].every((k) => plugins.has(k));
        if (!same) void reload();
      });
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [plugins, reload]);
}

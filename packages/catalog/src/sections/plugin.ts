import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { custom, group } from '../build';
import type { AddonManifest } from '../define-addon';
import { SETTINGS_PAGE_APIS } from '../define-addon';
import type { PageSpec } from '../types';

/** The plugin section: the plugin screens, then each installed add-on's folder (docs/add-ons.md). */
export const plugin = (addons: readonly AddonManifest[]): PageSpec =>
  group(
    '/plugin',
    'Plugin',
    T('插件'),
    [
      custom('manage', 'PluginManage', T('插件管理'), 'addonList', [
        API.addons.addonList.path,
        API.addons.addonCateList.path,
        API.addons.addonInstall.path,
        API.addons.addonUninstall.path,
      ]),
      custom('pluginSetup', 'PluginSetup', T('插件设置'), 'addonSetup', SETTINGS_PAGE_APIS),
      ...addons.map((a) => a.page),
    ],
    { icon: 'appstore' },
  );

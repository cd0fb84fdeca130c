import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { custom, group } from '../build';
import { SETTINGS_PAGE_APIS } from '../define-addon';
import { ADDON_MANIFESTS } from '../installed-addons';
import type { PageSpec } from '../types';

/** The plugin section: the plugin screens, then each add-on's folder (addons/index.ts, docs/add-ons.md). */
export const plugin: PageSpec = group(
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
    ...ADDON_MANIFESTS.map((a) => a.page),
  ],
  { icon: 'appstore' },
);

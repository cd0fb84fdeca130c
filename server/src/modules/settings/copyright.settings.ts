import { input } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, CopyrightSettings } from '@yanye/protocol';
import { defineSettings } from './define';

const MESSAGES = {
  textNeeded: T('显示版权信息时须填写版权信息'),
};

/** /sys/platform/copyright: the copyright line under the storefront. */
export const copyrightSettings = defineSettings({
  name: 'copyright',
  title: T('版权设置'),
  schema: CopyrightSettings,
  info: API.settings.copyrightSetInfo,
  save: API.settings.copyrightSetSave,
  fields: [
    input('copyright_text', T('版权信息'), 'text', {
      tip: T('如 © 2026 鑫盐商贸 版权所有'),
    }),
    input('company_name', T('公司名称'), 'text'),
    input('link_url', T('链接地址'), 'text', {
      tip: T('http:// 或 https:// 开头，点击版权信息时打开；可留空'),
    }),
    input('show', T('显示版权信息'), 'switch'),
  ],
  defaults: { copyright_text: '', company_name: '', link_url: '', show: 0 },
  check: (v) =>
    v.show === 1 && v.copyright_text === ''
      ? { field: 'copyright_text', message: MESSAGES.textNeeded }
      : undefined,
});

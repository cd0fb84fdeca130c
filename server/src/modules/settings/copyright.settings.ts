import { T } from '@yanye/i18n';
import { API, CopyrightSettings } from '@yanye/protocol';
import { input } from '../../engine/fields';
import { defineSettings } from './define';

const MESSAGES = {
  textNeeded: T(
    '显示版权信息时须填写版权信息',
    'A copyright line that is shown needs its text',
    'Una línea de derechos que se muestra necesita su texto',
    '著作権表示を表示するには本文を入力してください',
  ),
};

/** /sys/platform/copyright: the copyright line under the storefront. */
export const copyrightSettings = defineSettings({
  name: 'copyright',
  title: T('版权设置', 'Copyright', 'Derechos de autor', '著作権表示'),
  schema: CopyrightSettings,
  info: API.settings.copyrightSetInfo,
  save: API.settings.copyrightSetSave,
  fields: [
    input('copyright_text', T('版权信息', 'Copyright line', 'Línea de derechos', '著作権表示'), 'text', {
      tip: T(
        '如 © 2026 鑫盐商贸 版权所有',
        'Like © 2026 Xinyan Trading. All rights reserved',
        'Por ejemplo: © 2026 Xinyan Trading. Todos los derechos reservados',
        '例 © 2026 鑫盐商贸 All rights reserved',
      ),
    }),
    input('company_name', T('公司名称', 'Company name', 'Nombre de la empresa', '会社名'), 'text'),
    input('link_url', T('链接地址', 'Link', 'Enlace', 'リンク'), 'text', {
      tip: T(
        'http:// 或 https:// 开头，点击版权信息时打开；可留空',
        'An http:// or https:// address opened from the line; may be empty',
        'Una dirección http:// o https:// que abre la línea; puede quedar vacía',
        'http:// または https:// のアドレス。空欄可',
      ),
    }),
    input('show', T('显示版权信息', 'Show the line', 'Mostrar la línea', '著作権表示を表示'), 'switch'),
  ],
  defaults: { copyright_text: '', company_name: '', link_url: '', show: 0 },
  check: (v) =>
    v.show === 1 && v.copyright_text === ''
      ? { field: 'copyright_text', message: MESSAGES.textNeeded }
      : undefined,
});

import { T } from '@yanye/i18n';
import { defineTexts } from '../../i18n/define';

/** Texts only the list's components use (kept out of the sign-in page's bundle). */
export const listText = defineTexts({
  more: T('更多'),
  onceKept: T('我已复制并记下'),
  onceOnly: T('关闭后将无法再次查看'),
});

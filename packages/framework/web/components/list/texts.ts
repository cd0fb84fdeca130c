import { T } from '@yanye/i18n';
import { defineTexts } from '../../i18n/define';

/** Texts only the list's components use (kept out of the sign-in page's bundle). */
export const listText = defineTexts({
  /** An estimated count or total (docs/engine.md, "Counts"). */
  about: T('约 {count}'),
  /** The link that asks for the exact count in place of the estimate. */
  exactCount: T('精确计数'),
  more: T('更多'),
  onceKept: T('我已复制并记下'),
  onceOnly: T('关闭后将无法再次查看'),
});

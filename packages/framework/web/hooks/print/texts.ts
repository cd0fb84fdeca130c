import { T } from '@yanye/i18n';
import { defineTexts } from '../../i18n/define';

/** Texts of printing: the buttons and what is said while a document is drawn. */
export const prt = defineTexts({
  print: T('打印'),
  printSelected: T('打印所选'),
  printing: T('正在生成打印文件…'),
  saved: T('浏览器拦截了新窗口，已下载 {name}'),
});

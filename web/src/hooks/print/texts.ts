import { defineTexts } from '../../i18n/define';

/** Texts of printing: the buttons and what is said while a document is drawn. */
export const prt = defineTexts(
  {
    print: '打印',
    printSelected: '打印所选',
    printing: '正在生成打印文件…',
    saved: '浏览器拦截了新窗口，已下载 {name}',
  },
  {
    en: {
      print: 'Print',
      printSelected: 'Print selected',
      printing: 'Preparing the document…',
      saved: 'The browser blocked the new tab; {name} was downloaded',
    },
    es: {
      print: 'Imprimir',
      printSelected: 'Imprimir selección',
      printing: 'Preparando el documento…',
      saved: 'El navegador bloqueó la pestaña nueva; se descargó {name}',
    },
    ja: {
      print: '印刷',
      printSelected: '選択分を印刷',
      printing: '印刷ファイルを作成中…',
      saved: 'ブラウザが新しいタブをブロックしたため {name} をダウンロードしました',
    },
  },
);

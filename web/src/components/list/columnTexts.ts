import { defineTexts } from '../../i18n/define';

/** Texts of the column settings (显示列) and the table's column headers. */
export const columnText = defineTexts(
  {
    shown: '显示',
    column: '列',
    width: '列宽',
    auto: '自动',
    moveUp: '上移',
    moveDown: '下移',
    reset: '恢复默认',
    hint: '勾选要显示的列，用上移、下移调整顺序；列宽留空则按内容自动调整，也可在表格中拖动表头右边缘调整。',
    resize: '拖动调整“{title}”的列宽',
  },
  {
    en: {
      shown: 'Show',
      column: 'Column',
      width: 'Width',
      auto: 'Auto',
      moveUp: 'Move up',
      moveDown: 'Move down',
      reset: 'Reset to default',
      hint: 'Tick the columns to show and order them with Move up and Move down. Leave a width blank to fit the content, or drag the right edge of a header in the table.',
      resize: 'Drag to resize “{title}”',
    },
    es: {
      shown: 'Mostrar',
      column: 'Columna',
      width: 'Ancho',
      auto: 'Automático',
      moveUp: 'Subir',
      moveDown: 'Bajar',
      reset: 'Restablecer',
      hint: 'Marque las columnas que se muestran y ordénelas con Subir y Bajar. Deje el ancho vacío para ajustarlo al contenido, o arrastre el borde derecho de un encabezado en la tabla.',
      resize: 'Arrastre para cambiar el ancho de «{title}»',
    },
    ja: {
      shown: '表示',
      column: '列',
      width: '列幅',
      auto: '自動',
      moveUp: '上へ',
      moveDown: '下へ',
      reset: '初期設定に戻す',
      hint: '表示する列にチェックを入れ、「上へ」「下へ」で並べ替えます。列幅を空欄にすると内容に合わせて調整されます。表の見出しの右端をドラッグしても変更できます。',
      resize: '「{title}」の列幅をドラッグで変更',
    },
  },
);

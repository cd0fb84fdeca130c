import { defineTexts } from '../../i18n/define';

/** Texts of a record's details page. */
export const detailText = defineTexts(
  { history: '处理记录', by: '操作人', noHistory: '暂无处理记录' },
  {
    en: { history: 'History', by: 'By', noHistory: 'Nothing done yet' },
    es: { history: 'Historial', by: 'Por', noHistory: 'Aún sin movimientos' },
    ja: { history: '処理履歴', by: '担当者', noHistory: '処理履歴はありません' },
  },
);

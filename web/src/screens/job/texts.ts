import { defineTexts } from '../../i18n/define';

/** Texts of the recruitment section's own screens. */
export const jobText = defineTexts(
  { application: '投递信息', resume: '求职者简历', backToList: '返回投递记录' },
  {
    en: { application: 'Application', resume: "Applicant's résumé", backToList: 'Back to applications' },
    es: {
      application: 'Candidatura',
      resume: 'Currículo del candidato',
      backToList: 'Volver a candidaturas',
    },
    ja: { application: '応募内容', resume: '応募者の履歴書', backToList: '応募履歴に戻る' },
  },
);

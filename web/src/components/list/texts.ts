import { defineTexts } from '../../i18n/define';

/** Texts only the list's components use (kept out of the sign-in page's bundle). */
export const lt = defineTexts(
  { more: '更多' },
  {
    en: { more: 'More' },
    es: { more: 'Más' },
    ja: { more: 'その他' },
  },
);

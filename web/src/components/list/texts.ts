import { defineTexts } from '../../i18n/define';

/** Texts only the list's components use (kept out of the sign-in page's bundle). */
export const listText = defineTexts(
  { more: '更多', onceKept: '我已复制并记下', onceOnly: '关闭后将无法再次查看' },
  {
    en: { more: 'More', onceKept: 'I have copied it', onceOnly: 'It cannot be shown again once closed' },
    es: { more: 'Más', onceKept: 'Ya lo he copiado', onceOnly: 'No se podrá volver a ver al cerrar' },
    ja: { more: 'その他', onceKept: 'コピーして控えました', onceOnly: '閉じると二度と表示できません' },
  },
);

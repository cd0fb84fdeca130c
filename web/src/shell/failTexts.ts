import { defineTexts } from '../i18n/define';

/** What a screen or the console says when it failed to draw (ViewBoundary, ConsoleBoundary). */
export const failText = defineTexts(
  {
    failed: '“{page}”没能显示',
    failedHint: '这个页面出错了，错误已自动报告。可以重试，或先返回。',
    retry: '重试',
    back: '返回{page}',
    home: '首页',
    detail: '错误信息：{message}',
    consoleFailed: '控制台出错了',
    consoleFailedHint: '错误已自动报告。请重新加载页面。',
    reload: '重新加载',
  },
  {
    en: {
      failed: '“{page}” could not be shown',
      failedHint:
        'Something went wrong on this page, and the error has been reported. Try again, or go back.',
      retry: 'Try again',
      back: 'Back to {page}',
      home: 'the start',
      detail: 'Error: {message}',
      consoleFailed: 'The console ran into an error',
      consoleFailedHint: 'The error has been reported. Reload the page.',
      reload: 'Reload',
    },
    es: {
      failed: 'No se pudo mostrar «{page}»',
      failedHint: 'Algo falló en esta página y el error se ha notificado. Vuelva a intentarlo o regrese.',
      retry: 'Reintentar',
      back: 'Volver a {page}',
      home: 'el inicio',
      detail: 'Error: {message}',
      consoleFailed: 'La consola ha encontrado un error',
      consoleFailedHint: 'El error se ha notificado. Vuelva a cargar la página.',
      reload: 'Volver a cargar',
    },
    ja: {
      failed: '「{page}」を表示できませんでした',
      failedHint: 'このページでエラーが発生し、自動的に報告されました。再試行するか、前に戻ってください。',
      retry: '再試行',
      back: '{page}に戻る',
      home: 'トップ',
      detail: 'エラー：{message}',
      consoleFailed: 'コンソールでエラーが発生しました',
      consoleFailedHint: 'エラーは自動的に報告されました。ページを再読み込みしてください。',
      reload: '再読み込み',
    },
  },
);

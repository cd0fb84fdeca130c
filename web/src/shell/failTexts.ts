import { defineTexts } from '@yanye/framework/web';
import { T } from '@yanye/i18n';

/** What a screen or the console says when it failed to draw (ViewBoundary, ConsoleBoundary). */
export const failText = defineTexts({
  failed: T('“{page}”没能显示'),
  failedHint: T('这个页面出错了，错误已自动报告。可以重试，或先返回。'),
  retry: T('重试'),
  back: T('返回{page}'),
  home: T('首页', 'home'),
  detail: T('错误信息：{message}'),
  consoleFailed: T('控制台出错了'),
  consoleFailedHint: T('错误已自动报告。请重新加载页面。'),
  reload: T('重新加载'),
});

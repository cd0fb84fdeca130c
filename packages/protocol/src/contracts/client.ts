import { T } from '@yanye/i18n';
import { z } from 'zod';
import { Nothing, post } from '../contract';
import { line, localPath, paragraph } from '../schemas';

/** What the console tells the server about itself. */

/** Most characters of a page error's message and of its stack the server takes; the console cuts them to fit. */
export const PAGE_ERROR_LIMITS = { message: 1000, stack: 4000 } as const;

/**
 * What failed while a screen of the console was drawn (the shell's error boundary caught it): written to the
 * server's log with who, which store and which page, so a broken screen is known without the user telling.
 */
export const pageError = post('/v1/seller/client/PageError', {
  summary: "Report an error that broke a screen of the console to the server's log",
  access: 'base',
  // A page that fails over and over (a loop of retries) must not flood the log.
  perMinute: 20,
  // It changes nothing of the store: the operator log is for what a user did.
  write: false,
  labels: { route: T('页面地址'), page: T('页面'), message: T('错误信息'), stack: T('错误堆栈') },
  body: z.object({
    /** The address of the screen (path and query). */
    route: localPath.pipe(z.string().min(1)),
    /** The catalogue route name of the screen's page, when it has one. */
    page: line(100).default(''),
    /** The error's message. */
    message: paragraph(PAGE_ERROR_LIMITS.message).pipe(z.string().min(1)),
    /** Where it was thrown: the error's stack and React's component stack, as far as they go. */
    stack: paragraph(PAGE_ERROR_LIMITS.stack).default(''),
  }),
  response: Nothing,
});

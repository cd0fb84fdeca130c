import { t } from '../i18n/texts';
import { session } from './session';

/** A refused call: the server's message in the user's language, its machine code and marker. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly data: unknown,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's no-permission text: any message holding it is a refusal by permission. */
const NO_PERMISSION_TEXT = '无操作权限';

let toDashboard: () => void = () => window.location.assign('/dashboard');
let askingToSignIn = false;

/** The shell tells the error catalogue how to reach the dashboard without reloading. */
export function setDashboardRoute(go: () => void): void {
  toDashboard = go;
}

/** How the error catalogue opens a page of the console: only one the user may open, without reloading. */
export interface PageOpener {
  can(path: string): boolean;
  open(path: string): void;
}

let pages: PageOpener = { can: () => false, open: () => undefined };

/** The shell tells the error catalogue which pages the user may open and how to open one. */
export function setPageOpener(opener: PageOpener): void {
  pages = opener;
}

/** Where a refusal says its cause is fixed (`data.fix_path`: the settings page of an add-on that lacks one). */
export function fixPathOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const path = (error.data as { fix_path?: unknown }).fix_path;
  return typeof path === 'string' && path.startsWith('/') ? path : undefined;
}

/**
 * The error catalogue, in one place: a dead session asks to sign in again and reloads; no
 * permission says so (in the console's own words) for 5 seconds and goes to the dashboard; network failures stay 5 seconds, other refusals 4.
 * A captcha refresh marker is the sign-in page's business and is not shown.
 */
export function reportError(error: unknown): void {
  void show(error);
}

/**
 * Ant Design comes when there is something to show: the calls do not wait for it (early.ts reads before the
 * console's script has arrived), and by the time a call is refused the console has loaded it anyway.
 */
async function show(error: unknown): Promise<void> {
  // The two it uses, not the package's index: importing that would make every component of Ant Design a chunk
  // this module may load, which the bundler then tied to the pages' own chunks.
  const [{ default: Modal }, { default: message }] = await Promise.all([
    import('antd/es/modal'),
    import('antd/es/message'),
  ]);
  const e = error instanceof ApiError ? error : undefined;
  const text = error instanceof Error ? error.message : String(error);
  if (e?.data === 'login') {
    if (askingToSignIn) return;
    askingToSignIn = true;
    Modal.confirm({
      title: t('prompt'),
      content: text || t('loginAgain'),
      okText: t('signInAgain'),
      cancelText: t('cancel'),
      onOk: () => {
        session.clear();
        window.location.reload();
      },
      afterClose: () => {
        askingToSignIn = false;
      },
    });
    return;
  }
  if (e?.data === 'refresh_captcha') return;
  if (e?.code === 'NO_PERMISSION' || text.includes(NO_PERMISSION_TEXT)) {
    void message.error(t('noPermission'), 5).then(() => toDashboard());
    return;
  }
  const fix = fixPathOf(error);
  if (fix && pages.can(fix)) {
    // The refusal names a setting: the toast stays until read and offers the page that fixes it.
    const { createElement } = await import('react');
    const key = `fix:${fix}`;
    const go = () => {
      message.destroy(key);
      pages.open(fix);
    };
    const link = createElement('a', { onClick: go, style: { marginInlineStart: 8 } }, t('openSettings'));
    void message.error({ key, content: createElement('span', null, text, link), duration: 8 });
    return;
  }
  void message.error(text, e?.code === 'NETWORK' ? 5 : 4);
}

/**
 * The refusals the error catalogue answers wherever they happen, even in calls that show their own errors: a dead
 * session, a missing permission, a lost network.
 */
/** The server has no such record (or no such call): the screen says so in place. */
export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'NOT_FOUND';
}

export function ownedByCatalogue(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.data === 'login' ||
      error.code === 'NO_PERMISSION' ||
      error.message.includes(NO_PERMISSION_TEXT) ||
      error.code === 'NETWORK')
  );
}

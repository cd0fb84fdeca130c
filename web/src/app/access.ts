/** Paths anyone may open without signing in. */
const OPEN_PATHS = new Set(['/login', '/index', '/auth-redirect', '/404', '/401']);

/** Whether `pathname` is open without sign-in: the fixed open pages, and any path holding /business. */
export function isOpenPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return OPEN_PATHS.has(path) || path.includes('/business');
}

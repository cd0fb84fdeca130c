/** The union whose page this is (`/plugin/taobaoke/token` → taobaoke): its pages share their screens. */
export function unionKeyOf(pathname: string): string {
  return /^\/plugin\/([a-z][a-z0-9]*)\//.exec(pathname)?.[1] ?? '';
}

import { useEffect, useState } from 'react';
import { call } from './client';

export interface Permissions {
  readonly paths: ReadonlySet<string>;
  readonly apis: ReadonlySet<string>;
}

let cached: Promise<Permissions> | undefined;

/** The caller's allowed pages and APIs (OperatorPermission), fetched once per sign-in. */
export function loadPermissions(): Promise<Permissions> {
  cached ??= call<{ path_arr: string[]; api_arr: string[] }>(
    'GET',
    '/v1/seller/role/OperatorPermission',
    {},
    { quiet: true },
  ).then(
    (p) => ({ paths: new Set(p.path_arr), apis: new Set(p.api_arr) }),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

export function forgetPermissions(): void {
  cached = undefined;
}

export function usePermissions(): Permissions | undefined {
  const [permissions, setPermissions] = useState<Permissions>();
  useEffect(() => {
    loadPermissions().then(setPermissions, () => setPermissions({ paths: new Set(), apis: new Set() }));
  }, []);
  return permissions;
}

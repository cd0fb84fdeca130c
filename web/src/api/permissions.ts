import { API } from '@yanye/protocol';
import { useEffect, useState } from 'react';
import { call } from './client';

export interface Permissions {
  /** Pages the user's roles allow. */
  readonly paths: ReadonlySet<string>;
  readonly apis: ReadonlySet<string>;
  /** Of `paths`, the pages that work: every call they make is served. */
  readonly available: ReadonlySet<string>;
}

let cached: Promise<Permissions> | undefined;

/** The caller's allowed pages and APIs (OperatorPermission), fetched once per sign-in. */
export function loadPermissions(): Promise<Permissions> {
  cached ??= call(API.session.operatorPermission, {}, { quiet: true }).then(
    (p) => ({ paths: new Set(p.path_arr), apis: new Set(p.api_arr), available: new Set(p.available_arr) }),
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
    loadPermissions().then(setPermissions, () =>
      setPermissions({ paths: new Set(), apis: new Set(), available: new Set() }),
    );
  }, []);
  return permissions;
}

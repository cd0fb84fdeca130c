import { useQuery } from '@tanstack/react-query';
import { API, type OutputOf } from '@yanye/protocol';
import { call } from './client';
import { keys, queryClient } from './query';

export interface Permissions {
  /** Pages the user's roles allow. */
  readonly paths: ReadonlySet<string>;
  readonly apis: ReadonlySet<string>;
  /** Of `paths`, the pages that work: every call they make is served. */
  readonly available: ReadonlySet<string>;
}

const NONE: Permissions = { paths: new Set(), apis: new Set(), available: new Set() };

type Answer = OutputOf<typeof API.session.operatorPermission>;

const toPermissions = (p: Answer): Permissions => ({
  paths: new Set(p.path_arr),
  apis: new Set(p.api_arr),
  available: new Set(p.available_arr),
});

/**
 * OperatorPermission in the query cache: read once per sign-in (signing out clears the cache), and again only
 * after a write to the roles, which may have changed it.
 */
const permissionsQuery = {
  queryKey: keys.call(API.session.operatorPermission, {}),
  queryFn: (): Promise<Answer> => call(API.session.operatorPermission, {}, { quiet: true }),
  staleTime: Number.POSITIVE_INFINITY,
} as const;

/** The caller's allowed pages and APIs, for the route set at sign-in. */
export async function loadPermissions(): Promise<Permissions> {
  return toPermissions(await queryClient.fetchQuery(permissionsQuery));
}

/** The caller's allowed pages and APIs; none when they cannot be read; undefined while they are read. */
export function usePermissions(): Permissions | undefined {
  const read = useQuery({ ...permissionsQuery, select: toPermissions });
  return read.isError ? NONE : read.data;
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CatalogPage, pageByName, pageByPath } from '@yanye/catalog';
import {
  apiQuery,
  ownedByCatalogue,
  type Permissions,
  reportError,
  t,
  useApiWrite,
  useNotify,
  usePermissions,
  useReportedError,
} from '@yanye/framework/web';
import { API, type OutputOf } from '@yanye/protocol';
import { useCallback, useMemo, useState } from 'react';

type Answer = OutputOf<typeof API.roles.roleManage>;
export type Role = Extract<Answer, readonly unknown[]>[number];

/** The pages of a role, folders left out: what it lets an operator open. */
export function pageCount(role: Role): number {
  return role.path_arr.filter((p) => {
    const page = pageByPath(p);
    return page !== undefined && page.view !== 'group';
  }).length;
}

/** Whether the user may open a catalogue page and make every call it makes (OperatorPermission). */
export function mayUse(permissions: Permissions | undefined, page: CatalogPage | undefined): boolean {
  if (!page || !permissions?.paths.has(page.path)) return false;
  return page.api.every((api) => permissions.apis.has(api));
}

/** `admin` is the main account's implicit role: a stored one by that name (an old store's) stays as it is. */
export const isReserved = (role: Role) => role.name.trim().toLowerCase() === 'admin';

const ADD = pageByName('RoleAdd');
const EDIT = pageByName('RoleEdit');
const DEL = pageByName('RoleDel');

/** The read's own failure is said in place; a dead session, no permission or no network the catalogue says. */
function reportOwned(error: unknown): void {
  if (ownedByCatalogue(error)) reportError(error);
}

export interface RoleList {
  readonly rows: readonly Role[];
  readonly count: number | undefined;
  readonly loading: boolean;
  readonly error: string;
  readonly name: string;
  readonly page: number;
  readonly limit: number;
  /** Filters by name, from the first page. */
  readonly search: (name: string) => void;
  readonly goTo: (page: number, limit: number) => void;
  readonly refresh: () => void;
  /** The add page, when the user may open it. */
  readonly addPath: string | undefined;
  /** A role's edit page, when the user may open it and the role may change. */
  readonly editPath: (role: Role) => string | undefined;
  /** Whether the user may delete the role (the server still refuses one operators hold). */
  readonly mayDelete: (role: Role) => boolean;
  /** Deletes a role; a refusal (held by operators) the error catalogue shows in the server's words. */
  readonly remove: (role: Role) => Promise<void>;
  readonly deleting: boolean;
}

/** The role list without UI: a page of the store's roles, their count, the name filter and the delete. */
export function useRoleList(): RoleList {
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const permissions = usePermissions();
  const notify = useNotify();

  const list = useQuery({
    ...apiQuery(API.roles.roleManage, { page, limit, name }),
    placeholderData: keepPreviousData,
  });
  const total = useQuery({
    ...apiQuery(API.roles.roleManage, { name, _count_sum: '1' }),
    placeholderData: keepPreviousData,
  });
  useReportedError(list.error, reportOwned);
  useReportedError(total.error, reportOwned);
  const rows = useMemo(() => (Array.isArray(list.data) ? list.data : []), [list.data]);
  const count = total.data && !Array.isArray(total.data) ? total.data.count : undefined;

  const del = useApiWrite(API.roles.roleDel);
  const { mutateAsync } = del;
  const remove = useCallback(
    async (role: Role) => {
      try {
        await mutateAsync({ id: role.id });
      } catch {
        return; // The error catalogue has shown the server's refusal (who holds the role).
      }
      notify.success(t('deleted'));
      // The last row of a later page gone: that page is empty now, the one before it is not.
      if (rows.length === 1 && page > 1) setPage(page - 1);
    },
    [mutateAsync, notify, rows.length, page],
  );

  const { refetch: refetchList } = list;
  const { refetch: refetchTotal } = total;
  const refresh = useCallback(() => {
    void refetchList();
    void refetchTotal();
  }, [refetchList, refetchTotal]);

  const mayEdit = mayUse(permissions, EDIT);
  const mayDel = mayUse(permissions, DEL);
  const error = list.error ?? total.error;
  return {
    rows,
    count,
    loading: list.isFetching,
    error: error ? error.message : '',
    name,
    page,
    limit,
    search: (next) => {
      setName(next.trim());
      setPage(1);
    },
    goTo: (nextPage, nextLimit) => {
      setPage(nextLimit === limit ? nextPage : 1);
      setLimit(nextLimit);
    },
    refresh,
    addPath: mayUse(permissions, ADD) ? ADD?.path : undefined,
    editPath: (role) =>
      mayEdit && EDIT && !isReserved(role) ? EDIT.path.replace(':id', String(role.id)) : undefined,
    mayDelete: (role) => mayDel && !isReserved(role),
    remove,
    deleting: del.isPending,
  };
}

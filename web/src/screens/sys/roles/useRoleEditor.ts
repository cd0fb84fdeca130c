import { useQuery } from '@tanstack/react-query';
import { type CatalogPage, pagesFor } from '@yanye/catalog';
import {
  apiQuery,
  isNotFound,
  ownedByCatalogue,
  reportError,
  t,
  useApiQuery,
  useApiWrite,
  useConsoleUser,
  useNotify,
  useReportedError,
} from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { useCallback, useMemo } from 'react';
import type { Role } from './useRoleList';

/** What the editor's form holds besides the pages. */
export interface RoleValues {
  readonly name: string;
  readonly description?: string;
}

export interface RoleEditorState {
  /** The pages a role of this store may name: its industry, union flag and installed add-ons. */
  readonly pages: readonly CatalogPage[] | undefined;
  /** The role edited, once read; undefined while read, and for a new role. */
  readonly role: Role | undefined;
  /** Everything the form starts from is in. */
  readonly ready: boolean;
  /** The role edited is not this store's (deleted meanwhile, or a wrong address). */
  readonly missing: boolean;
  readonly error: string;
  readonly saving: boolean;
  /** Saves the role with the pages and calls the tree chose; true once the server accepted it. */
  readonly save: (
    values: RoleValues,
    pathArr: readonly string[],
    apiArr: readonly string[],
  ) => Promise<boolean>;
}

/** The read's own failure is said in place; a dead session, no permission or no network the catalogue says. */
function reportOwned(error: unknown): void {
  if (ownedByCatalogue(error)) reportError(error);
}

/**
 * The role editor without UI, for `role/add` and `role/edit/:id`: the store's route set to choose from, the
 * role read afresh (never from a cached answer another tab may have outdated) and the save as a write, after
 * which every read of the roles, the user's own permissions among them, is stale.
 */
export function useRoleEditor(id: string | undefined): RoleEditorState {
  const user = useConsoleUser();
  const notify = useNotify();
  const addons = useApiQuery(API.addons.supplierAddonList);
  const read = useQuery({ ...apiQuery(API.roles.roleManage, { id: id ?? '' }), enabled: id !== undefined });
  useReportedError(read.error, reportOwned);

  const installed = addons.data;
  const addonsSettled = installed !== undefined || addons.isError;
  const pages = useMemo(() => {
    if (!user || !addonsSettled) return undefined;
    // Add-ons not readable: their pages are left out, as the menu leaves them out (boot.ts).
    const plugins = new Set(installed ?? []);
    return pagesFor({ industry: user.industry_type, isUnion: user.is_union === 1, plugins });
  }, [user, installed, addonsSettled]);

  const fresh = read.isFetchedAfterMount && Array.isArray(read.data) ? read.data : undefined;
  const role = fresh?.[0];
  const missing = (fresh !== undefined && role === undefined) || isNotFound(read.error);

  const add = useApiWrite(API.roles.roleAdd);
  const edit = useApiWrite(API.roles.roleEdit);
  const { mutateAsync: sendAdd } = add;
  const { mutateAsync: sendEdit } = edit;
  const save = useCallback(
    async (values: RoleValues, pathArr: readonly string[], apiArr: readonly string[]) => {
      // The lists go as JSON text.
      const body = {
        name: values.name.trim(),
        description: (values.description ?? '').trim(),
        path_arr: JSON.stringify(pathArr),
        api_arr: JSON.stringify(apiArr),
      };
      try {
        if (id === undefined) await sendAdd(body);
        else await sendEdit({ ...body, id: Number(id) });
      } catch {
        return false; // The error catalogue has shown the refusal; the editor keeps what was chosen.
      }
      notify.success(id === undefined ? t('added') : t('saved'));
      return true;
    },
    [id, sendAdd, sendEdit, notify],
  );

  return {
    pages,
    role,
    ready: pages !== undefined && (id === undefined || role !== undefined),
    missing,
    error: read.error && !missing ? read.error.message : '',
    saving: add.isPending || edit.isPending,
    save,
  };
}

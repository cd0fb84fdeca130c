import type { CatalogPage } from '@yanye/catalog';
import type { RowAction, TableMeta } from '@yanye/protocol';
import { useCallback, useMemo } from 'react';
import { usePermissions } from '../../api/permissions';
import { type Printer, usePrint } from '../print/usePrint';
import { formPages } from './listPages';
import type { Row } from './row';
import { actionsFor, linksFor, openableLinks, type RowPageLink, rowMatches } from './rowActions';

/**
 * What a row offers: its edit page, if it may be edited, else its read-only page, the pages it opens, and its
 * actions, in that order.
 */
export interface RowOffer {
  readonly edit: string | undefined;
  /** Its read-only page, when it may not be edited (an audited document) and the user may open that page. */
  readonly view?: string;
  /** What the row is called (its `record_name` column): the questions before its actions name it. */
  readonly name?: string;
  readonly links?: readonly RowPageLink[];
  /** What the screen itself opens on the row (a dialog of its own), after the links. */
  readonly tools?: readonly { readonly name: string; readonly label: string; readonly open: () => void }[];
  readonly actions: readonly RowAction[];
  /** Prints the row's document, when its records print and the user may print them. */
  readonly print?: () => void;
}

/**
 * Something a bespoke screen around the generic list opens on a row in the browser alone (a staff member's
 * collection code): offered in the row's actions like a link, to everyone who may see the list.
 */
export interface RowTool {
  readonly name: string;
  readonly label: string;
  open(row: Row): void;
}

/** The list's access with the screen's own row tools offered on every row. */
export function withRowTools(access: ListAccess, tools: readonly RowTool[]): ListAccess {
  if (tools.length === 0) return access;
  return {
    ...access,
    hasRowActions: true,
    offer: (row) => ({
      ...access.offer(row),
      tools: tools.map((tool) => ({ name: tool.name, label: tool.label, open: () => tool.open(row) })),
    }),
  };
}

export interface ListAccess {
  /** Whether the user may open a page (by path) and call an API (by path); undefined leaves it out. */
  readonly can: (pagePath?: string, apiPath?: string) => boolean;
  /** The add page, when the list has a form and the user may open it. */
  readonly addPath: string | undefined;
  /** Every action of the list the user may call, on a row or on the selected rows. */
  readonly actions: readonly RowAction[];
  /** The actions on the selected rows. */
  readonly batchActions: readonly RowAction[];
  /** The user's permissions are known, so what the list offers is (until then it offers nothing). */
  readonly ready: boolean;
  /** Whether any row may offer something: the table then has an actions column. */
  readonly hasRowActions: boolean;
  readonly offer: (row: Row) => RowOffer;
  /** Printing the list's documents: each row, and the selected rows into one file. */
  readonly printer: Printer;
}

/** Deletion last: a row's everyday actions come first, in sight. */
const byRisk = (a: RowAction, b: RowAction) => Number(a.name === 'Del') - Number(b.name === 'Del');

/**
 * What the user may do on a list: its add and edit forms (catalogue siblings the user may open) and the row and
 * batch actions whose APIs the user may call (OperatorPermission).
 */
export function useListAccess(page: CatalogPage, meta: TableMeta | undefined): ListAccess {
  const permissions = usePermissions();
  const forms = useMemo(() => formPages(page), [page]);
  const printer = usePrint(page);
  const can = useCallback(
    (pagePath?: string, apiPath?: string) =>
      permissions !== undefined &&
      (pagePath === undefined || permissions.paths.has(pagePath)) &&
      (apiPath === undefined || permissions.apis.has(apiPath)),
    [permissions],
  );
  return useMemo(() => {
    const actions = (meta?.actions ?? []).filter((a) => can(undefined, a.api)).sort(byRisk);
    const editPage = meta?.has_form && forms.edit && can(forms.edit.path) ? forms.edit : undefined;
    const infoPage = forms.info && can(forms.info.path) ? forms.info : undefined;
    // The pages a row opens, to whoever may open them.
    const links = openableLinks(meta?.links ?? [], (path) => can(path));
    return {
      can,
      addPath: meta?.has_form && forms.add && can(forms.add.path) ? forms.add.path : undefined,
      actions,
      batchActions: actions.filter((a) => a.batch),
      ready: permissions !== undefined,
      hasRowActions:
        actions.length > 0 ||
        editPage !== undefined ||
        infoPage !== undefined ||
        links.length > 0 ||
        printer.can,
      printer,
      offer: (row) => {
        const editable = editPage !== undefined && rowMatches(row, meta?.editable_when ?? null);
        const at = (page: CatalogPage) => page.path.replace(':id', String(row.id));
        return {
          name: meta?.record_name ? String(row[meta.record_name] ?? '') : undefined,
          edit: editable ? at(editPage) : undefined,
          // A row it may not edit (an audited document) opens read-only instead, where the list has such a page.
          ...(!editable && infoPage ? { view: at(infoPage) } : {}),
          links: linksFor(row, links),
          actions: actionsFor(row, actions),
          ...(printer.can ? { print: () => printer.print([Number(row.id)]) } : {}),
        };
      },
    };
  }, [meta, forms, can, printer, permissions]);
}

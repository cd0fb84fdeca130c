import { T, type Texts, textsBy, textWith } from '@yanye/i18n';
import { printPath } from '@yanye/protocol';
import type { Industry, PageSpec, View } from './types';

export type Action = 'add' | 'edit' | 'del' | 'audit' | 'unaudit' | 'info' | 'stop';

type Noun = Texts;

/** `refund` → `Refund`, for English titles that start with the noun. */
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** An action's page title, the entity's name in the place `{name}` of the message. */
const titled =
  (message: Texts) =>
  (n: Noun): Texts =>
    textWith(message, { name: n });

const actionTitles: Readonly<Record<Action, (n: Noun) => Texts>> = {
  add: titled(T('添加{name}')),
  edit: titled(T('编辑{name}')),
  del: titled(T('删除{name}')),
  audit: titled(T('审核{name}')),
  unaudit: titled(T('反审核{name}')),
  // English starts the title with the noun, written lower case in running text.
  info: (n) => textWith(T('{name}详情'), { name: textsBy((lang) => (lang === 'en' ? cap(n.en) : n[lang])) }),
  stop: titled(T('结束{name}')),
};

/** What the button of each action reads: the verb alone, the noun being the row's. */
export const ACTION_LABELS: Readonly<Record<Action, Texts>> = {
  add: T('添加'),
  edit: T('编辑'),
  del: T('删除'),
  audit: T('审核'),
  // Two characters (反审, as the ERPs merchants know say it): it often shares a row's actions column with another.
  unaudit: T('反审'),
  info: T('详情'),
  stop: T('结束'),
};

const actionPaths: Readonly<Record<Action, string>> = {
  add: 'add',
  edit: 'edit/:id',
  del: 'del/:id',
  audit: 'audit/:id',
  unaudit: 'unaudit/:id',
  info: 'info/:id',
  stop: 'stop/:id',
};

const actionViews: Readonly<Record<Action, View>> = {
  add: 'form',
  edit: 'form',
  del: 'action',
  audit: 'action',
  unaudit: 'action',
  info: 'detail',
  stop: 'action',
};

const actionNames: Readonly<Record<Action, string>> = {
  add: 'Add',
  edit: 'Edit',
  del: 'Del',
  audit: 'Audit',
  unaudit: 'Unaudit',
  info: 'Info',
  stop: 'Stop',
};

/** The API paths each action calls, from the resource's API base (`/v1/jxc/customer/Customer`). */
const actionApis: Readonly<Record<Action, (base: string) => string[]>> = {
  add: (b) => [`${b}Info`, `${b}Save`],
  edit: (b) => [`${b}Info`, `${b}Save`],
  del: (b) => [`${b}Del`],
  audit: (b) => [`${b}Info`, `${b}Audit`],
  unaudit: (b) => [`${b}Info`, `${b}Unaudit`],
  info: (b) => [`${b}Info`],
  stop: (b) => [`${b}Stop`],
};

export interface ActionsOptions {
  /** Route name stem, e.g. `Customer` gives `CustomerAdd`, `CustomerEdit`, ... */
  readonly name: string;
  /** API base, e.g. `/v1/jxc/customer/Customer`. */
  readonly api: string;
  /** The entity in the words used by action titles ("添加客户", "Add customer"). */
  readonly noun: Noun;
  /** Hidden actions; default add, edit, del. */
  readonly actions?: readonly Action[];
  /** Extra API paths the add and edit forms call (option sources such as pickers and trees). */
  readonly formApi?: readonly string[];
  /** Prepended to each action path, e.g. `bankcard/` gives `bankcard/add`, `bankcard/edit/:id`. */
  readonly prefix?: string;
}

/** The hidden action pages of an entity (add, edit/:id, del/:id, ...), for use beside its list. */
export function hiddenActions(o: ActionsOptions): PageSpec[] {
  const actions = o.actions ?? ['add', 'edit', 'del'];
  return actions.map(
    (a): PageSpec => ({
      path: `${o.prefix ?? ''}${actionPaths[a]}`,
      name: `${o.name}${actionNames[a]}`,
      title: actionTitles[a](o.noun),
      label: ACTION_LABELS[a],
      view: actionViews[a],
      api: [...actionApis[a](o.api), ...(a === 'add' || a === 'edit' ? (o.formApi ?? []) : [])],
      hidden: true,
    }),
  );
}

export interface ResourceOptions {
  /** Path segment of the group, e.g. `customer`. */
  readonly seg: string;
  /** Route name stem, e.g. `Customer` gives `CustomerManage`, `CustomerAdd`, ... */
  readonly name: string;
  /** API base, e.g. `/v1/jxc/customer/Customer`. */
  readonly api: string;
  /** Menu title of the list. */
  readonly title: Texts;
  /** The entity in the words used by action titles ("添加客户", "Add customer"). Needed when there are actions. */
  readonly noun?: Noun;
  /** Hidden actions; default add, edit, del. `[]` for a plain list. */
  readonly actions?: readonly Action[];
  /** Extra API paths the list page calls (option sources, trees, ...). */
  readonly listApi?: readonly string[];
  /** Extra API paths the add and edit forms call (option sources, trees, ...). */
  readonly formApi?: readonly string[];
  /** Extra hidden pages or actions. */
  readonly more?: readonly PageSpec[];
  readonly icon?: string;
  readonly pluginKey?: string;
  readonly audience?: PageSpec['audience'];
  readonly industries?: readonly Industry[];
  /**
   * Its records print as documents (docs/printing.md): the list permits `{api}Print`, so whoever may read the
   * list may print its rows, and the server's resource declares the layout.
   */
  readonly print?: boolean;
  /** A bespoke screen of the list (`custom:<key>`) that still serves the entity's list; the generic list else. */
  readonly view?: View;
}

/**
 * A resource's pages: a group whose visible child is the `manage` list, with the hidden actions after it.
 * This is how most of the console is declared: one call per business entity.
 */
export function resource(o: ResourceOptions): PageSpec {
  const manage: PageSpec = {
    path: 'manage',
    name: `${o.name}Manage`,
    title: o.title,
    view: o.view ?? 'list',
    api: [`${o.api}Manage`, ...(o.print ? [printPath(o.api)] : []), ...(o.listApi ?? [])],
    ...(o.icon ? { icon: o.icon } : {}),
  };
  // Its hidden screens (add, edit, details, and those of `more`) are opened from its list.
  const ofList = (p: PageSpec): PageSpec =>
    p.hidden && p.view !== 'action' && !p.listPage ? { ...p, listPage: manage.name } : p;
  const hidden = hiddenActions({ ...o, noun: o.noun ?? o.title }).map(ofList);
  return group(o.seg, `${o.name}Group`, o.title, [manage, ...hidden, ...(o.more ?? []).map(ofList)], {
    entity: { name: o.name, api: o.api, noun: o.noun ?? o.title },
    ...(o.icon ? { icon: o.icon } : {}),
    ...(o.pluginKey ? { pluginKey: o.pluginKey } : {}),
    ...(o.audience ? { audience: o.audience } : {}),
    ...(o.industries ? { industries: o.industries } : {}),
  });
}

type GroupExtras = Omit<PageSpec, 'path' | 'name' | 'title' | 'view' | 'children'>;

/** A menu folder. */
export function group(
  path: string,
  name: string,
  title: Texts,
  children: readonly PageSpec[],
  extras: GroupExtras = {},
): PageSpec {
  return { path, name, title, view: 'group', children, ...extras };
}

/** A page of one kind, built from its place, name, title and calls; a hidden one is a button or a record's page. */
const pageOf =
  (view: View, hidden: boolean) =>
  (path: string, name: string, title: Texts, api: readonly string[], extras: GroupExtras = {}): PageSpec => ({
    path,
    name,
    title,
    view,
    api,
    ...(hidden ? { hidden: true } : {}),
    ...extras,
  });

/** A single list page (no hidden actions). */
export const list = pageOf('list', false);

/** A hidden action on its parent list (a button permission). */
export const action = pageOf('action', true);

/** A hidden generic details page of one record: it reads the record (`api` holds its `Info` call) and saves nothing. */
export const detail = pageOf('detail', true);

/** A hidden generic form page. */
export const form = pageOf('form', true);

/** A bespoke screen. */
export function custom(
  path: string,
  name: string,
  title: Texts,
  key: string,
  api: readonly string[],
  extras: GroupExtras = {},
): PageSpec {
  return { path, name, title, view: `custom:${key}`, api, ...extras };
}

/** A menu entry that opens an external site. */
export function external(
  path: string,
  name: string,
  title: Texts,
  url: string,
  extras: GroupExtras = {},
): PageSpec {
  return { path, name, title, view: 'external', external: url, api: [], ...extras };
}

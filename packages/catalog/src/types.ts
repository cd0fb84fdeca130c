import type { Texts } from '@yanye/i18n';
import type { Industry } from '@yanye/protocol';

export { INDUSTRIES, type Industry } from '@yanye/protocol';

export const WALLET_TYPES = ['rmb', 'score', 'recycle'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/** Which accounts see a page: everyone, union (is_union) accounts only, or non-union accounts only. */
export type Audience = 'all' | 'union' | 'nonUnion';

/** Whether the platform's accounts see a page: no (stores only), only they do (`true`), or both (`'also'`). */
export type PlatformAudience = boolean | 'also';

/**
 * How a page is rendered:
 * - `list`: the generic list screen; its data path is the first API path.
 * - `form`: the generic form screen (`{Entity}Info?_meta=1`, `{Entity}Info`, `{Entity}Save`).
 * - `detail`: the generic details screen of one record, read-only (`{Entity}Info`; it saves nothing).
 * - `action`: not a screen; a permission for a button of its parent list (del, audit, onoff, ...).
 * - `external`: opens `external` in a new window (union sites).
 * - `group`: a menu folder; it shows its first visible child.
 * - `custom:<key>`: a bespoke screen registered by the web app under that key.
 */
export type View = 'list' | 'form' | 'detail' | 'action' | 'external' | 'group' | `custom:${string}`;

/**
 * What a group of pages says of the business entity behind it (a resource of the server): its route-name stem,
 * its API base and the noun its action titles use. The server's entity module names the group's entity and
 * takes its API base, titles and action titles (and so its permissions) from here.
 */
export interface EntityFacts {
  /** `Customer`: the stem of route names and record calls. */
  readonly name: string;
  /** `/v1/jxc/customer/Customer`: `Manage`, `Info`, `Save`, `Del` and actions are appended. */
  readonly api: string;
  /** The entity in the words action titles use ("添加客户", "Add customer"). */
  readonly noun: Texts;
}

/** A page as authored in a section file. Paths are relative to the parent unless they start with `/`. */
export interface PageSpec {
  readonly path: string;
  readonly name: string;
  readonly title: Texts;
  readonly view: View;
  /** API paths the page calls, absolute (`/v1/...`). For a `list`, the first is the data path. */
  readonly api?: readonly string[];
  /** Not shown in menus (hidden actions such as add, edit/:id, del/:id). */
  readonly hidden?: boolean;
  readonly icon?: string;
  readonly pluginKey?: string;
  readonly walletType?: WalletType;
  readonly audience?: Audience;
  /** Industries whose route set holds the page. Inherited; the root default is salt and grain. */
  readonly industries?: readonly Industry[];
  /** Pinned in the tags bar; cannot be closed. */
  readonly affix?: boolean;
  /** Every signed-in user of the page's industries has it, whatever the roles; its APIs join the base set. */
  readonly common?: boolean;
  /**
   * Which kind of account sees the page: unset or false, stores only; `true`, the platform's accounts only
   * (is_pingtai: the review centre, whatever the platform store's industry); `'also'`, both (the profile).
   * Inherited.
   */
  readonly platform?: PlatformAudience;
  /** For `external` pages: the site opened. */
  readonly external?: string;
  /** For a button's permission (`action`): the button's own short label ("审核"), when not its title. */
  readonly label?: Texts;
  /** For a group: the entity its pages serve. */
  readonly entity?: EntityFacts;
  /**
   * For a hidden screen (a form, a record's details): the route name of the menu entry it is opened from, when
   * more than one screen stands beside it (the goods' edit form is opened from the goods on sale and in the
   * warehouse; it belongs to the first). Derived otherwise (`CatalogPage.listPage`).
   */
  readonly listPage?: string;
  readonly children?: readonly PageSpec[];
}

/** A page after flattening: absolute path, inherited attributes resolved. */
export interface CatalogPage {
  readonly path: string;
  readonly name: string;
  readonly title: Texts;
  readonly view: View;
  readonly api: readonly string[];
  readonly hidden: boolean;
  readonly icon: string | undefined;
  readonly pluginKey: string | undefined;
  readonly walletType: WalletType | undefined;
  readonly audience: Audience;
  readonly industries: readonly Industry[];
  readonly affix: boolean;
  readonly common: boolean;
  readonly platform: PlatformAudience;
  readonly external: string | undefined;
  /** The short label of a button's permission; its title otherwise. */
  readonly label: Texts;
  readonly entity: EntityFacts | undefined;
  /** Name of the parent page, undefined for a top-level section. */
  readonly parent: string | undefined;
  /** Names from the top-level section down to this page, itself included. */
  readonly trail: readonly string[];
  /**
   * For a hidden screen (add, edit, details, settings of a record): the name of the menu entry it belongs to, its
   * list, which the menu lights and the breadcrumb passes through. Declared (`PageSpec.listPage`), else its
   * parent when that is a screen, else the one screen beside it in the menu. Undefined for a menu entry, and
   * for a hidden screen no menu entry leads to (the profile's pages).
   */
  readonly listPage: string | undefined;
}

/** Who is asking: picks the route set. */
export interface Audiencer {
  readonly industry: Industry;
  readonly isUnion: boolean;
  /** Installed plugin keys; `all` when the caller does not filter by plugin. */
  readonly plugins: ReadonlySet<string> | 'all';
  /**
   * A platform account (is_pingtai: the review pages and those marked for both), a store's (unset or false), or
   * `any` when the caller cannot tell yet and lets the handlers of platform calls check the store themselves.
   */
  readonly isPlatform?: boolean | 'any';
}

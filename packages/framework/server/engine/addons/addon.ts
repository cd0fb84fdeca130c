import type { Texts } from '@yanye/i18n';
import type { DemoStore } from '../../db/demo-store';
import type { SmsSender } from '../../integrations/sms';
import type { Deps } from '../../platform/context';
import type { ApiRoute } from '../../platform/route-def';
import type { StoreDb } from '../../platform/tenancy';
import type { AddonCallback } from '../outside/callback';
import type { ReceiverSpec } from '../outside/receiver';
import type { ServiceSpec } from '../outside/service';
import type { ResourceDef } from '../resource/resource-decl';

/** What an add-on's demo hook is given: the demo store, the clock, the demo pictures and the store's admin. */
export interface AddonDemoContext {
  readonly store: DemoStore;
  readonly now: number;
  /** Demo picture paths by name (demo/pictures.ts). */
  readonly pictures: Readonly<Record<string, string>>;
  /** The store's main account. */
  readonly adminId: number;
}

/** What a sweep that calls an outside service is given: it opens its own short transactions. */
export interface OutsideSweepContext {
  readonly deps: Deps;
  readonly supplierId: number;
  readonly now: number;
}

/**
 * Work on a clock that calls the add-on's outside service (a scheduled sync): no transaction is open around
 * it, so a slow service holds none (`withService` of engine/outside reads the settings and writes the log).
 */
export interface AddonOutsideSweep {
  readonly name: string;
  readonly every: number;
  outside(ctx: OutsideSweepContext): Promise<number>;
}

/** An express company a store ships with: its name, as an order records it, and its code (`SF`, `ZTO`). */
export interface Carrier {
  readonly name: string;
  readonly code: string;
}

/**
 * Work an add-on does on a clock (settling ended auctions, refunding groups that did not fill); the core's own
 * clock work (the bell's lot-expiry watch) takes the same shape, run in every open store (addon-sweeper.ts).
 */
export interface AddonSweep {
  /** Unique within the add-on; with the key it names the sweep in logs and in its advisory lock. */
  readonly name: string;
  /** Seconds between runs. */
  readonly every: number;
  /**
   * Does what is due in one store that has installed the add-on (and still does, or has uninstalled it: what
   * runs on a clock finishes, refunds above all), in a transaction bound to it; answers how many
   * records it moved. Must be safe to run twice and beside a request doing the same (guarded updates, unique
   * ledger keys): two processes may each run it.
   */
  run(db: StoreDb, now: number): Promise<number>;
}

/** Where a store's app of a sign-in provider sends the user to authorize, as GetSocialAuthData answers it. */
export interface SocialAuthorize {
  readonly mode: 'http' | 'local';
  readonly appid: string;
  readonly redirectUri: string;
  /** '' when there is no page to go to (the local stand-in with DEV_PAGES off). */
  readonly url: string;
}

/** The provider's user behind a code, and the store's account bound to it. */
export interface SocialSignInResult {
  readonly accountId: number | undefined;
  readonly nickname: string;
  readonly avatar: string;
}

export interface SocialSignIn {
  /**
   * The authorize page of the store's app of `provider`, coming back to `path` (a path of this console; `origin`
   * makes it whole for a real provider); undefined when the store has no app of that provider set up.
   */
  authorize(
    deps: Deps,
    supplierId: number,
    o: { readonly provider: string; readonly path: string; readonly origin: string; readonly state: string },
  ): Promise<SocialAuthorize | undefined>;
  /**
   * Exchanges the provider's code for its user (outside any transaction; the calls are in the call log) and
   * finds the account of the store bound to that user, noting the sign-in. A code the provider refuses, or a
   * provider the store has not set up, is refused with a message; a provider that fails is a 503.
   */
  signIn(deps: Deps, supplierId: number, provider: string, code: string): Promise<SocialSignInResult>;
}

/** A template a store may send a notice with: its id, its name, and the values it is filled with, by name. */
export interface NoticeTemplate {
  readonly id: number;
  readonly name: string;
  readonly params: readonly string[];
}

/** One message of a notice: the mobile number it goes to, and the template's values. */
export interface NoticeMessage {
  readonly phone: string;
  readonly params: Readonly<Record<string, string>>;
}

/** What became of one message: taken by the provider, or not, and why (in every language). */
export type NoticeResult = { readonly sent: true } | { readonly sent: false; readonly reason: Texts };

/**
 * Sends a store's notices with one of its templates: the add-on's own provider, templates and send records
 * (the SMS add-on). Reads run in the caller's store transaction; `send` is called with none open.
 */
export interface NoticeSender {
  /** The templates a notice may be sent with now (those the provider approved), for a select. */
  templates(db: StoreDb): Promise<readonly NoticeTemplate[]>;
  /**
   * The template `id` if it can send now (the store's own, approved, its setup complete); otherwise a refusal
   * (AppError) saying what is missing, so nothing is sent.
   */
  template(db: StoreDb, deps: Deps, id: number): Promise<NoticeTemplate>;
  /**
   * Sends each message, with no transaction open: it opens its own, keeps each message in its send records and
   * logs each call to its provider. Answers, in order, what became of each message; a message the provider
   * refused or that timed out is a result, not an error.
   */
  send(
    deps: Deps,
    supplierId: number,
    notice: {
      readonly template: number;
      /** Who sends it (the send records name them). */
      readonly accountId: number;
      readonly messages: readonly NoticeMessage[];
    },
  ): Promise<readonly NoticeResult[]>;
}

/**
 * The server side of an add-on (`addons/<key>/server/index.ts`, its default export). Everything is optional: an
 * add-on may be pages over resources alone.
 */
export interface AddonServer {
  readonly key: string;
  /** Its entities, served by the engine like any other (their pages are the add-on's). */
  readonly resources?: readonly ResourceDef[];
  /** Its bespoke calls. */
  readonly routes?: readonly ApiRoute[];
  /**
   * The demo stores that have it installed, by store account (`xinyan`): the demo installs it there and runs its
   * `seed`. A store left out can try installing it.
   */
  readonly demoStores?: readonly DemoStore['loginName'][];
  /** Demo rows for a demo store that has it installed (after the store's goods, orders and members exist). */
  seed?(db: StoreDb, ctx: AddonDemoContext): Promise<void>;
  /**
   * Industries whose route set is made of this add-on's pages without installing it (the offline-pay store's
   * bank pages are the agricultural-bank add-on's): their demo stores get its `seed` too.
   */
  readonly builtInFor?: readonly DemoStore['industryType'][];
  /**
   * Runs in the install's transaction. `firstTime` is false on a reinstall: the data the store had is still
   * there and must not be duplicated (default rules, say).
   */
  install?(db: StoreDb, ctx: { readonly firstTime: boolean; readonly now: number }): Promise<void>;
  /**
   * Runs in the uninstall's transaction. Nothing may be deleted: a reinstall brings the data back. The sweeps
   * keep running for the store, so what is under way ends as it would have (a failed group is refunded).
   */
  uninstall?(db: StoreDb, ctx: { readonly now: number }): Promise<void>;
  readonly sweeps?: readonly AddonSweep[];
  /** Its clock work that calls its outside service (a scheduled sync). */
  readonly outsideSweeps?: readonly AddonOutsideSweep[];
  /**
   * Its outside service (docs/outside-services.md): how requests are signed, and the local development receiver
   * that stands in for it when the store's setup names no endpoint.
   */
  readonly service?: { readonly spec: ServiceSpec; readonly receiver: ReceiverSpec };
  /** What its service pushes to us, each at `POST /callback/addons/<key>/<store>/<name>`. */
  readonly callbacks?: readonly AddonCallback[];
  /**
   * Sends the sign-in codes of the accounts of a store that has it installed, instead of the platform's sender
   * (the SMS add-on: the store's provider, template and send records). Undefined for a store that has not set
   * it up, whose codes the platform's sender sends as every other store's (modules/session/store-sms.ts).
   */
  smsSender?(deps: Deps, supplierId: number): Promise<SmsSender | undefined>;
  /**
   * Sends the text-message notices the core sends in a store that has it installed (a recall's customers told,
   * with a template the store picks), through its own provider and send records (the SMS add-on; the core finds it with notice.ts).
   */
  readonly noticeSender?: NoticeSender;
  /**
   * Sign-in with a store's own WeChat, QQ or Alipay app (the social add-on), served by the core's public calls
   * GetSocialAuthData and GetSocialAndBindByCode (modules/social), which issue the tokens.
   */
  readonly socialSignIn?: SocialSignIn;
  /**
   * The express companies the store ships with, when the add-on keeps them (logistics companies): while it is
   * installed, the order ship form and other add-ons pick from these instead of the built-in list
   * (resources/retail/carriers.ts). Read in the request's transaction.
   */
  carriers?(db: StoreDb): Promise<readonly Carrier[]>;
}

/** Declares an add-on's server side. */
export function defineAddonServer(s: AddonServer): AddonServer {
  return s;
}

/** Whether a module's default export is an add-on's server side for `key` (the loader's check). */
export function isAddonServer(value: unknown, key: string): value is AddonServer {
  return typeof value === 'object' && value !== null && (value as { key?: unknown }).key === key;
}

let installedServers: readonly AddonServer[] | undefined;

/**
 * Records the installed add-ons' server sides: called once by the server's composition root
 * (server/src/installed-addons.ts) when it has loaded them. The core reads them through `addonServers()`, so no
 * module an add-on can reach through the kit imports the add-ons themselves.
 */
export function registerAddonServers(servers: readonly AddonServer[]): void {
  installedServers = servers;
}

/** The installed add-ons' server sides, in the plugin menu's order. */
export function addonServers(): readonly AddonServer[] {
  if (!installedServers)
    throw new Error(
      'The add-ons are not loaded yet: import server/src/installed-addons.ts before asking for them',
    );
  return installedServers;
}

/** The installed add-on server of a key, if there is one. */
export function addonServer(key: string): AddonServer | undefined {
  return addonServers().find((a) => a.key === key);
}

import type { Lang } from '@yanye/i18n';
import type { UserContext } from '../../platform/context';

// Who saves and when, as a save's checks are given it, and what those checks read once for a whole import.

/** Who saves, and when: what a save may stamp on the record. */
export interface SaveContext {
  readonly now: number;
  readonly accountId: number;
  readonly lang: Lang;
  readonly timeZone: string;
  /** Seals a secret the record keeps (a courier account's key), as add-on settings are sealed; set for requests. */
  readonly sealKey?: Buffer;
  /**
   * Set by an import, whose rows are all checked before any is written: what a check reads of the store is then
   * read once for all of them (`loadOnce`).
   */
  readonly memo?: Map<object, Promise<unknown>>;
}

/**
 * What `load` reads for a save's checks (the store's goods properties): once per import under `key`, where
 * thousands of rows are checked against the same store; each time for a single save.
 */
export function loadOnce<T>(ctx: SaveContext, key: object, load: () => Promise<T>): Promise<T> {
  if (!ctx.memo) return load();
  let loaded = ctx.memo.get(key) as Promise<T> | undefined;
  if (!loaded) {
    loaded = load();
    ctx.memo.set(key, loaded);
  }
  return loaded;
}

/** The save context of an action (a receipt that makes a document). */
export function actionSaveContext(ctx: UserContext): SaveContext {
  return {
    now: ctx.deps.now(),
    accountId: ctx.principal.accountId,
    lang: ctx.lang,
    timeZone: ctx.deps.config.TIME_ZONE,
  };
}

import {
  type AuditNote,
  type Contract,
  type Deps,
  type Outcome,
  type RouteInput,
  readServiceSettings,
  requireSettings,
  type StoreDb,
  seal,
  serviceRoute,
  type UserContext,
  unseal,
} from '@yanye/addon-kit/server';
import { type CachedToken, WxSession, wxSpec } from './service';
import { wxTokens } from './tables';

/** What a call to WeChat starts from: the store's token (if it has a live one) and the time. */
export interface WxStart {
  readonly cached: CachedToken | undefined;
  readonly now: number;
}

/**
 * Reads the store's token, refusing first when the setup lacks the AppID or AppSecret: nothing could be asked of
 * WeChat without them, and the operator is told where to put them.
 */
export async function wxStart(db: StoreDb, deps: Deps): Promise<WxStart> {
  requireSettings('wxofficial', await readServiceSettings(db, deps, 'wxofficial'), ['appid', 'appsecret']);
  const [row] = await db.select().from(wxTokens);
  const token = row ? unseal(deps.sealKey, row.sealed) : undefined;
  return { cached: token && row ? { token, expiresAt: row.expiresAt } : undefined, now: deps.now() };
}

/** Keeps a token WeChat granted during a call, sealed, for the store's next calls. */
export async function keepToken(db: StoreDb, sealKey: Buffer, granted: CachedToken | undefined) {
  if (!granted) return;
  const values = { sealed: seal(sealKey, granted.token), expiresAt: granted.expiresAt };
  await db.insert(wxTokens).values(values).onConflictDoUpdate({ target: wxTokens.supplierId, set: values });
}

/**
 * A call that reaches WeChat (`serviceRoute` with the token's plumbing): `plan` reads and refuses in a
 * transaction, `call` talks to WeChat through a session holding the store's token, and `book` writes what it
 * answered, with the token it granted, in a second transaction.
 */
export function wxRoute<C extends Contract, Plan, Got>(
  contract: C,
  def: {
    plan(ctx: UserContext, input: RouteInput<C>): Promise<Plan>;
    call(session: WxSession, plan: Plan): Promise<Got>;
    book(ctx: UserContext, input: RouteInput<C>, plan: Plan, got: Got): Promise<Outcome<C>>;
    audit?(input: RouteInput<C>, result: never): AuditNote;
  },
) {
  return serviceRoute(contract, wxSpec, {
    async plan(ctx, input) {
      const plan = await def.plan(ctx, input);
      return { plan, start: await wxStart(ctx.db, ctx.deps) };
    },
    async call(client, p) {
      const session = new WxSession(client, p.start.cached, p.start.now);
      return { got: await def.call(session, p.plan), granted: session.granted };
    },
    async book(ctx, input, p, r) {
      await keepToken(ctx.db, ctx.deps.sealKey, r.granted);
      return def.book(ctx, input, p.plan, r.got);
    },
    audit: def.audit,
  });
}

import type { KeyObject } from 'node:crypto';
import type { Lang } from '@yanye/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Integrations } from '../integrations';
import type { FileStore } from './files/file-store';
import type { LiveHub } from './live-hub';
import type { StoreDb } from './tenancy';

/** What every handler may use: built once in buildApp and shared by all requests. */
export interface Deps {
  readonly config: Config;
  readonly database: Database;
  /** The HS256 key of access tokens. */
  readonly jwtKey: KeyObject;
  /** The AES-256 key add-on secrets are sealed with (platform/addon-seal.ts). */
  readonly sealKey: Buffer;
  /** Seconds since the epoch; tests move it. */
  readonly now: () => number;
  /** The outside services (SMS, WeChat, customer service), HTTP or local as configured. */
  readonly integrations: Integrations;
  /** Hold every answer to its contract (the tests do; a broken answer becomes a 500). */
  readonly checkResponses: boolean;
  /** The API paths this server serves: a page whose calls are all among them works. */
  readonly served: ReadonlySet<string>;
  /** Where uploaded files are kept: FILES_DIR/uploads, or the S3 bucket. */
  readonly files: FileStore;
  /**
   * This server's own address while it listens (`http://127.0.0.1:8080`), where the local development receivers
   * of the outside services answer; undefined before `listen` (engine/outside).
   */
  readonly selfUrl: () => string | undefined;
  /** The process's ear on the database's live events (platform/live-hub.ts). */
  readonly live: LiveHub;
}

/** The signed-in caller, loaded by the authenticate hook. */
export interface Principal {
  readonly supplierId: number;
  readonly accountId: number;
  readonly sessionId: string;
  readonly username: string;
  readonly isMain: boolean;
  readonly industry: 'salt' | 'grain' | 'offlinepay';
  readonly isUnion: boolean;
  /** Role names; the main account has `admin`. */
  readonly roles: readonly string[];
  /** Union of the roles' API paths (operators only). */
  readonly roleApis: ReadonlySet<string>;
  /** Union of the roles' page paths (operators only). */
  readonly rolePaths: ReadonlySet<string>;
  /** Plugin keys of the add-ons the store has installed: their pages and APIs are open, the others closed. */
  readonly plugins: ReadonlySet<string>;
  /** The store's IP allow list (safe settings): when on, a call from an address outside it is refused. */
  readonly ipAllow?: { readonly on: boolean; readonly entries: readonly string[] };
  /** A password someone else set: until it is changed, only the calls of changing it (and the base set) are open. */
  readonly mustChangePassword?: boolean;
  /** The platform's own account (is_pingtai): it sees the review centre rather than a store's sections. */
  readonly isPlatform?: boolean;
}

export interface PublicContext {
  readonly deps: Deps;
  readonly lang: Lang;
  readonly ip: string;
  readonly userAgent: string;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface UserContext extends PublicContext {
  readonly principal: Principal;
  /** The request-scoped handle: one transaction bound to the caller's store. */
  readonly db: StoreDb;
}

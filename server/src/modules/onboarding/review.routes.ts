import {
  Answer,
  AppError,
  assertPlatform,
  conflict,
  type Deps,
  escapeLike,
  notFound,
  plainValue,
  rawRows,
  route,
  type StoreDb,
  storeApplications,
} from '@yanye/framework/server';
import { API, type ApplicationStatus, ENTRY_LABELS, type OutputOf } from '@yanye/protocol';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type ApplicationRow, feeSettled, infoOf, paymentsOf, paymentWire } from './application.service';
import { documentLinks } from './files';
import { ONBOARDING_MESSAGES, SAID } from './messages';

/**
 * The platform's review (审核中心, platform accounts only) of applications to open a store: a platform table, read
 * through the transaction itself. Deciding is a conditional update: of two reviewers deciding at once one wins,
 * and the other is told `不可以重复审核！`. Certifications of running stores are reviewed in cert-review.routes.ts.
 */

export type ApplicationListRow = OutputOf<typeof API.onboarding.enterList>['rows'][number];

/** A refusal's reason as the log says it after the sentence: `驳回原因 …`. */
export const reasonGiven = (reason: string) => [{ field: ENTRY_LABELS.reason, to: plainValue(reason) }];

/** Waiting for a reviewer, or taken by one. */
const OPEN: readonly ApplicationStatus[] = ['paid', 'reviewing'];

async function rowsWire(db: StoreDb, rows: readonly ApplicationRow[]): Promise<ApplicationListRow[]> {
  const paid = await paymentsOf(
    db.tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    store_name: r.storeName,
    industry_type: r.industryType,
    status: r.status,
    company_name: infoOf(r.info)?.company_name ?? '',
    fee_cents: r.feeCents,
    paid: feeSettled(
      r,
      paid.filter((p) => p.refId === r.id),
    ),
    reject_reason: r.rejectReason,
    reviewed_by: r.reviewedBy,
    store_id: r.storeId,
    submitted_at: r.submittedAt,
    reviewed_at: r.reviewedAt,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

async function oneRow(db: StoreDb, id: number): Promise<ApplicationRow> {
  const [row] = await db.tx.select().from(storeApplications).where(eq(storeApplications.id, id));
  if (!row) throw notFound();
  return row;
}

/** Why a decision on an application found nothing to decide: decided already, or not submitted. */
function undecidable(row: ApplicationRow): AppError {
  if (row.status === 'approved' || row.status === 'rejected')
    return new AppError('ALREADY_AUDITED', 'alreadyAudited');
  return conflict(ONBOARDING_MESSAGES.notSubmitted);
}

/**
 * Moves an open application (paid or reviewing) to `status`, if it still is open: the one guard of claim,
 * approve and reject.
 */
async function decide(
  db: StoreDb,
  id: number,
  from: readonly ApplicationStatus[],
  values: Partial<typeof storeApplications.$inferInsert>,
): Promise<ApplicationRow> {
  const [moved] = await db.tx
    .update(storeApplications)
    .set(values)
    .where(and(eq(storeApplications.id, id), inArray(storeApplications.status, [...from])))
    .returning();
  if (moved) return moved;
  throw undecidable(await oneRow(db, id));
}

interface OpenedStore {
  readonly supplier_id: number;
  readonly account_id: number;
  readonly login_name: string;
}

/**
 * Opens the store of an approved application (platform_open_store, tenancy.sql): the store, its main account
 * signing in with the phone and the applicant's password (role admin, as every main account), its safe settings,
 * and its certification as reviewed (the application's documents). Its login name (operators type it) is the
 * phone, or the phone with -2, -3, … when taken.
 */
async function openStore(
  deps: Deps,
  db: StoreDb,
  app: ApplicationRow,
  reviewer: string,
): Promise<OpenedStore> {
  const info = infoOf(app.info);
  if (!info) throw conflict(ONBOARDING_MESSAGES.notSubmitted);
  const taken = await rawRows<{ supplier_id: number }>(
    db.tx,
    sql`select supplier_id from auth_find_account('', ${app.phone})`,
  );
  if (taken.length > 0) throw conflict(ONBOARDING_MESSAGES.usernameTaken, { phone: app.phone });
  const store = {
    store_name: info.store_name || app.storeName,
    industry_type: app.industryType,
    phone: app.phone,
    contact_name: info.contact_name,
    contact_phone: info.contact_phone,
    address: info.address,
    company_name: info.company_name,
    credit_code: info.credit_code,
    legal_name: info.legal_name,
    legal_id_no: info.legal_id_no,
    license_image: info.license_image,
    salt_license_image: info.salt_license_image,
  };
  const [opened] = await rawRows<OpenedStore>(
    db.tx,
    sql`select supplier_id, account_id::int as account_id, login_name
          from platform_open_store(${app.phone}, ${JSON.stringify(store)}::jsonb, ${app.passwordHash},
                                   ${reviewer}, ${deps.now()})`,
  );
  if (!opened) throw new AppError('INTERNAL', 'internal');
  return opened;
}

export const reviewRoutes = [
  route(API.onboarding.enterList, {
    handler: async ({ db }, { query }) => {
      await assertPlatform(db);
      const where: SQL[] = [];
      if (query.status === 'open') where.push(inArray(storeApplications.status, [...OPEN]));
      else if (query.status) where.push(eq(storeApplications.status, query.status));
      if (query.keyword) {
        const like = `%${escapeLike(query.keyword)}%`;
        const search = or(
          ilike(storeApplications.phone, like),
          ilike(storeApplications.storeName, like),
          sql`${storeApplications.info}->>'company_name' ilike ${like}`,
        );
        if (search) where.push(search);
      }
      const filter = and(...where);
      const rows = await db.tx
        .select()
        .from(storeApplications)
        .where(filter)
        .orderBy(desc(storeApplications.updatedAt), desc(storeApplications.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.tx.select({ n: count() }).from(storeApplications).where(filter);
      return { rows: await rowsWire(db, rows), count: total?.n ?? 0 };
    },
  }),

  route(API.onboarding.enterDetail, {
    handler: async ({ db, deps }, { query }) => {
      await assertPlatform(db);
      const row = await oneRow(db, query.id);
      const [wire] = await rowsWire(db, [row]);
      return {
        ...wire!,
        info: infoOf(row.info),
        files: documentLinks(deps, row.info),
        payments: (await paymentsOf(db.tx, [row.id])).map(paymentWire),
      };
    },
  }),

  route(API.onboarding.enterClaim, {
    handler: async ({ db, deps, principal }, { body }) => {
      await assertPlatform(db);
      const now = deps.now();
      const row = await oneRow(db, body.id);
      // Taken already: the application stays with whoever took it.
      if (row.status === 'reviewing') return (await rowsWire(db, [row]))[0]!;
      const moved = await decide(db, body.id, ['paid'], {
        status: 'reviewing',
        reviewedBy: principal.username,
        updatedAt: now,
      });
      return (await rowsWire(db, [moved]))[0]!;
    },
    audit: ({ body }, result) => ({
      target: String(body.id),
      objectName: result.store_name,
      said: { text: SAID.claimed, params: { name: result.store_name } },
    }),
  }),

  route(API.onboarding.enterApprove, {
    handler: async ({ db, deps, principal }, { body }) => {
      await assertPlatform(db);
      const now = deps.now();
      const approved = await decide(db, body.id, OPEN, {
        status: 'approved',
        reviewedBy: principal.username,
        reviewedAt: now,
        updatedAt: now,
      });
      const store = await openStore(deps, db, approved, principal.username);
      const [done] = await db.tx
        .update(storeApplications)
        .set({ storeId: store.supplier_id })
        .where(eq(storeApplications.id, approved.id))
        .returning();
      const [wire] = await rowsWire(db, [done!]);
      return new Answer(
        { ...wire!, login_name: store.login_name, username: approved.phone },
        ONBOARDING_MESSAGES.approved,
        {
          username: approved.phone,
        },
      );
    },
    audit: ({ body }, result) => ({
      target: String(body.id),
      objectName: result.store_name,
      said: {
        text: SAID.approved,
        params: { name: result.store_name, login: result.login_name, username: result.username },
      },
    }),
  }),

  route(API.onboarding.enterReject, {
    handler: async ({ db, deps, principal }, { body }) => {
      await assertPlatform(db);
      const now = deps.now();
      const rejected = await decide(db, body.id, OPEN, {
        status: 'rejected',
        rejectReason: body.reason,
        reviewedBy: principal.username,
        reviewedAt: now,
        updatedAt: now,
      });
      return new Answer((await rowsWire(db, [rejected]))[0]!, ONBOARDING_MESSAGES.rejected);
    },
    audit: ({ body }, result) => ({
      target: String(body.id),
      objectName: result.store_name,
      said: { text: SAID.rejected, params: { name: result.store_name }, changes: reasonGiven(body.reason) },
    }),
  }),
];

import {
  AppError,
  badInput,
  conflict,
  type Deps,
  hashPassword,
  payments,
  type Queryable,
  rawRows,
  storeApplications,
} from '@yanye/framework/server';
import type { Lang } from '@yanye/i18n';
import {
  API,
  APPLICANT_TOKEN_TTL_SECONDS,
  type ApplicationStatus,
  type ApplicationStep,
  type ApplicationView,
  ENTRY_DOCUMENTS,
  type EnterInfo,
  entryIndustry,
  type Industry,
  passwordProblem,
} from '@yanye/protocol';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { enterAgreementInForce } from './agreement';
import { signApplicantToken } from './applicant';
import { checkEnterCode } from './codes.service';
import { documentLinks, isApplicationFile } from './files';
import { spend } from './limits';
import { DOCUMENT_TITLES, ONBOARDING_MESSAGES } from './messages';

/**
 * An application to open a store, as its applicant moves it: registered (created), details sent (info), fee paid
 * (paid: submitted, in the review queue), and after the platform's review approved or rejected; a rejected one is
 * corrected and sent again, straight back to the queue when its fee is paid already.
 */

export type ApplicationRow = typeof storeApplications.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** What a payment is for in `payments.purpose`. */
export const ENTRY_FEE = 'entry_fee';

const STEPS: Readonly<Record<ApplicationStatus, ApplicationStep>> = {
  created: 'writeInfo',
  info: 'payFee',
  paid: 'progress',
  reviewing: 'progress',
  approved: 'progress',
  rejected: 'progress',
};

/** States the applicant may still change the details in. */
const EDITABLE: readonly ApplicationStatus[] = ['created', 'info', 'rejected'];

/** The details an application holds: what `Enter` sends. */
const INFO_FIELDS = API.onboarding.enter.body.keyof().options;

/** The stored details with every field a text, whatever an older row holds. */
export function infoOf(stored: Readonly<Record<string, unknown>> | null): EnterInfo | null {
  if (!stored) return null;
  const out = {} as Record<(typeof INFO_FIELDS)[number], string>;
  for (const field of INFO_FIELDS) {
    const value = stored[field];
    out[field] = typeof value === 'string' ? value : '';
  }
  return out;
}

export function paymentWire(p: PaymentRow) {
  return {
    out_trade_no: p.outTradeNo,
    amount_cents: p.amountCents,
    status: p.status,
    fail_reason: p.failReason,
    paid_at: p.paidAt,
    created_at: p.createdAt,
  };
}

/** The entry-fee payments of applications, newest first. */
export async function paymentsOf(db: Queryable, ids: readonly number[]): Promise<PaymentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, ENTRY_FEE), inArray(payments.refId, [...ids])))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Whether the entry fee is settled: paid, or nothing to pay. */
export function feeSettled(row: Pick<ApplicationRow, 'feeCents'>, paid: readonly PaymentRow[]): boolean {
  return row.feeCents === 0 || paid.some((p) => p.status === 'paid');
}

/** The application as its applicant sees it (EnterProgress and the answers of every applicant call). */
export async function applicationView(
  deps: Deps,
  db: Queryable,
  row: ApplicationRow,
): Promise<ApplicationView> {
  const list = await paymentsOf(db, [row.id]);
  return {
    id: row.id,
    phone: row.phone,
    store_name: row.storeName,
    industry_type: row.industryType,
    status: row.status,
    step: STEPS[row.status],
    fee_cents: row.feeCents,
    paid: feeSettled(row, list),
    info: infoOf(row.info),
    files: documentLinks(deps, row.info),
    reject_reason: row.rejectReason,
    payment: list[0] ? paymentWire(list[0]) : null,
    username: row.status === 'approved' ? row.phone : '',
    submitted_at: row.submittedAt,
    reviewed_at: row.reviewedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export async function loadApplication(db: Queryable, id: number): Promise<ApplicationRow> {
  const [row] = await db.select().from(storeApplications).where(eq(storeApplications.id, id));
  // A token outliving its application (none are deleted today) reads as a session to find again.
  if (!row) throw new AppError('LOGIN', ONBOARDING_MESSAGES.applicantExpired);
  return row;
}

async function session(deps: Deps, row: ApplicationRow) {
  const now = deps.now();
  return {
    token: await signApplicantToken(row.id, deps.jwtKey, now),
    expires_in: APPLICANT_TOKEN_TTL_SECONDS,
    application: await applicationView(deps, deps.database.db, row),
  };
}

/** Whether `phone` already signs in as a store's main account (main accounts' usernames are unique). */
async function isMainUsername(db: Queryable, phone: string): Promise<boolean> {
  const rows = await rawRows<{ supplier_id: number }>(
    db,
    sql`select supplier_id from auth_find_account('', ${phone})`,
  );
  return rows.length > 0;
}

export interface Registration {
  readonly phone: string;
  readonly verify: string;
  readonly password: string;
  readonly store_name: string;
  readonly industry_type: Industry;
  readonly agreement_version: string;
}

/**
 * Registers an application: the agreement in force accepted, the password good (the store's main account will
 * sign in with it), the SMS code right, the phone neither a store's main account nor an applicant already.
 */
export async function registerApplication(deps: Deps, input: Registration) {
  const { version } = await enterAgreementInForce(deps.database.db, 'zh', deps.config.TIME_ZONE);
  if (input.agreement_version !== version) throw badInput(ONBOARDING_MESSAGES.agreementOutdated);
  const weak = passwordProblem(input.password, input.phone);
  if (weak) throw badInput(weak, {}, { field: 'password' });
  const db = deps.database.db;
  // The guess is spent (committed) before anything else, so a refusal below cannot give it back.
  await checkEnterCode(deps, db, input.phone, 'register', input.verify);
  if (await isMainUsername(db, input.phone)) throw conflict(ONBOARDING_MESSAGES.phoneIsMerchant);
  const now = deps.now();
  const [row] = await db
    .insert(storeApplications)
    .values({
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      storeName: input.store_name,
      industryType: input.industry_type,
      agreementVersion: version,
      agreedAt: now,
      feeCents: entryIndustry(input.industry_type).fee_cents,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: storeApplications.phone })
    .returning();
  if (!row) throw conflict(ONBOARDING_MESSAGES.phoneApplied);
  return session(deps, row);
}

/** Finds the application of a phone by an SMS code, with a new applicant token (a lost or expired one). */
export async function findApplication(deps: Deps, phone: string, verify: string) {
  const db = deps.database.db;
  await checkEnterCode(deps, db, phone, 'find', verify);
  const [row] = await db.select().from(storeApplications).where(eq(storeApplications.phone, phone));
  if (!row) throw badInput('smsCodeWrong');
  return session(deps, row);
}

/** JSON with sorted keys: equal details are equal text, however they were sent. */
function canonical(value: Readonly<Record<string, unknown>> | null): string {
  if (!value) return '';
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/** Why the application cannot take new details, or undefined when it can. */
function notEditable(status: ApplicationStatus): AppError | undefined {
  if (EDITABLE.includes(status)) return undefined;
  return conflict(
    status === 'approved' ? ONBOARDING_MESSAGES.approvedAlready : ONBOARDING_MESSAGES.underReview,
  );
}

/**
 * The industry's licences, each a file uploaded for this application: a required one missing, or a key of
 * another application's folder (or none of ours), is refused naming the document.
 */
function checkDocuments(row: ApplicationRow, info: EnterInfo, lang: Lang): void {
  const required = entryIndustry(row.industryType).documents;
  for (const field of ENTRY_DOCUMENTS) {
    const key = info[field];
    const document = DOCUMENT_TITLES[field][lang];
    if (!key && required.includes(field))
      throw badInput(ONBOARDING_MESSAGES.documentRequired, { document }, { field });
    if (key && !isApplicationFile(key, row.id))
      throw badInput(ONBOARDING_MESSAGES.documentNotOurs, { document }, { field });
  }
}

/**
 * Enter: the details sent (created), corrected before paying (info) or after a rejection (rejected). Details equal
 * to those kept are refused (`数据未发生任何改变…`, docs/business-rules.md). With the fee settled the application goes
 * straight (back) to the review queue; otherwise on to paying.
 */
export async function enterDetails(
  deps: Deps,
  id: number,
  info: EnterInfo,
  lang: Lang,
): Promise<ApplicationView> {
  const db = deps.database.db;
  const now = deps.now();
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(storeApplications)
      .where(eq(storeApplications.id, id))
      .for('update');
    if (!current) throw new AppError('LOGIN', ONBOARDING_MESSAGES.applicantExpired);
    const refused = notEditable(current.status);
    if (refused) throw refused;
    checkDocuments(current, info, lang);
    if (canonical(current.info) === canonical(info)) throw badInput('unchanged');
    await spend(tx, 'enter', id, now);
    const settled = feeSettled(current, await paymentsOf(tx, [id]));
    const [updated] = await tx
      .update(storeApplications)
      .set({
        info: { ...info },
        storeName: info.store_name,
        status: settled ? 'paid' : 'info',
        submittedAt: settled ? now : current.submittedAt,
        updatedAt: now,
      })
      .where(eq(storeApplications.id, id))
      .returning();
    return updated!;
  });
  return applicationView(deps, db, row);
}

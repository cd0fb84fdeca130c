import {
  AppError,
  type AuditNote,
  asStore,
  assertPlatform,
  certApplications,
  notFound,
  rawRows,
  route,
  type StoreDb,
} from '@yanye/framework/server';
import type { Texts } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { documentLinks } from './files';
import { SAID } from './messages';
import { type ApplicationListRow, reasonGiven } from './review.routes';

/**
 * The platform's review of running stores' certifications (platform accounts only). Certifications belong to
 * their stores, so they are listed and decided through SECURITY DEFINER functions (tenancy.sql), which answer only
 * what the review needs; of two reviewers deciding at once one wins, the other is told `不可以重复审核！`.
 */

/** The company a store's certification names, read as that store (certifications are the store's own rows). */
async function certCompany(db: StoreDb, supplierId: number, id: number): Promise<string> {
  const [row] = await asStore(db, supplierId, (store) =>
    store
      .select({ name: certApplications.companyName })
      .from(certApplications)
      .where(eq(certApplications.id, id)),
  );
  return row?.name || `#${id}`;
}

/** The company of each certification decided, by the answer, for its operator-log row; never sent. */
const companyOf = new WeakMap<object, string>();

interface CertListRow {
  supplier_id: number;
  id: number;
  login_name: string;
  store_name: string;
  industry_type: ApplicationListRow['industry_type'];
  company_name: string;
  credit_code: string;
  legal_name: string;
  legal_id_no: string;
  license_image: string;
  salt_license_image: string;
  contact_name: string;
  contact_phone: string;
  status: 'applied' | 'approved' | 'rejected';
  reject_reason: string;
  reviewed_by: string;
  reviewed_at: number | null;
  created_at: number;
  total: number;
}

export const certReviewRoutes = [
  route(API.onboarding.certList, {
    handler: async ({ db, deps }, { query }) => {
      await assertPlatform(db);
      const rows = await rawRows<CertListRow>(
        db.tx,
        sql`select * from platform_cert_list(${query.status}, ${query.keyword}, ${query.limit},
                                             ${(query.page - 1) * query.limit})`,
      );
      return {
        rows: rows.map(({ total: _total, ...r }) => ({
          ...r,
          id: Number(r.id),
          reviewed_at: r.reviewed_at === null ? null : Number(r.reviewed_at),
          created_at: Number(r.created_at),
          files: documentLinks(deps, r),
        })),
        count: Number(rows[0]?.total ?? 0),
      };
    },
  }),

  route(API.onboarding.certApprove, {
    handler: ({ db, deps, principal }, { body }) =>
      reviewCert(db, body, 'approved', principal.username, deps.now()),
    audit: ({ body }, result) => certLogged(body, result, SAID.certApproved),
  }),

  route(API.onboarding.certReject, {
    handler: ({ db, deps, principal }, { body }) =>
      reviewCert(db, body, 'rejected', principal.username, deps.now()),
    audit: ({ body }, result) => certLogged(body, result, SAID.certRejected),
  }),
];

/** The certification a decision is on (a store's, by its id there), and a refusal's reason. */
interface CertChoice {
  readonly supplier_id: number;
  readonly id: number;
  readonly reason?: string;
}

/**
 * Decides a certification under review, and the store's certification status with it (platform_cert_review):
 * one that is not under review (decided already, or no such one) is refused. Answers what it became, and keeps
 * the company's name for the operator log.
 */
async function reviewCert<Status extends 'approved' | 'rejected'>(
  db: StoreDb,
  choice: CertChoice,
  status: Status,
  reviewer: string,
  now: number,
): Promise<{ supplier_id: number; id: number; status: Status }> {
  await assertPlatform(db);
  const { supplier_id: supplierId, id } = choice;
  const [result] = await rawRows<{ outcome: string }>(
    db.tx,
    sql`select platform_cert_review(${supplierId}, ${id}, ${status}, ${choice.reason ?? ''}, ${reviewer}, ${now}) as outcome`,
  );
  if (result?.outcome === 'missing') throw notFound();
  if (result?.outcome !== 'done') throw new AppError('ALREADY_AUDITED', 'alreadyAudited');
  const answer = { supplier_id: supplierId, id, status };
  companyOf.set(answer, await certCompany(db, supplierId, id));
  return answer;
}

/** The operator log's row of a decision on a certification: the company it names, and a refusal's reason. */
function certLogged(choice: CertChoice, answer: object, text: Texts): AuditNote {
  const name = companyOf.get(answer) ?? `#${choice.id}`;
  const changes = choice.reason === undefined ? {} : { changes: reasonGiven(choice.reason) };
  return {
    target: `${choice.supplier_id}:${choice.id}`,
    objectName: name,
    said: { text, params: { name }, ...changes },
  };
}

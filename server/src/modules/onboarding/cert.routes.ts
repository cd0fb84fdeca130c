import {
  badInput,
  certApplications,
  conflict,
  type Deps,
  route,
  type StoreDb,
  storeApplications,
  suppliers,
} from '@yanye/framework/server';
import type { Lang } from '@yanye/i18n';
import { API, ENTRY_DOCUMENTS, entryIndustry, type OutputOf, type ParsedOf } from '@yanye/protocol';
import { desc, eq } from 'drizzle-orm';
import { documentLinks, isApplicationFile } from './files';
import { DOCUMENT_TITLES, ONBOARDING_MESSAGES, SAID } from './messages';
import { inFormWords } from './onboarding.routes';

/**
 * The certification of a running store (CertApply, CertInfo; /content/certification): the company and its licences,
 * reviewed by the platform as applications are. The store's `cert_status` follows its latest application:
 * 1 applied, 2 certified, 3 rejected (0 before any). A store opened through onboarding starts certified with
 * the documents of its application.
 */

type CertRow = typeof certApplications.$inferSelect;
type Apply = ParsedOf<typeof API.onboarding.certApply>;

/** What a certification says: a renewal saying the same as the latest is refused. */
const COMPARED = API.onboarding.certApply.body.keyof().options;

function certWire(r: CertRow): OutputOf<typeof API.onboarding.certApply> {
  return {
    id: r.id,
    company_name: r.companyName,
    credit_code: r.creditCode,
    legal_name: r.legalName,
    legal_id_no: r.legalIdNo,
    license_image: r.licenseImage,
    salt_license_image: r.saltLicenseImage,
    contact_name: r.contactName,
    contact_phone: r.contactPhone,
    status: r.status,
    reject_reason: r.rejectReason,
    reviewed_at: r.reviewedAt,
    created_at: r.createdAt,
  };
}

async function latestCert(db: StoreDb): Promise<CertRow | undefined> {
  const [row] = await db.select().from(certApplications).orderBy(desc(certApplications.id)).limit(1);
  return row;
}

/**
 * The documents of a certification: the industry's required ones present, each an upload of the store or a
 * licence of the application the store was opened from (kept privately, shown by signed links), never another's.
 */
async function checkDocuments(
  db: StoreDb,
  body: Apply,
  industry: Parameters<typeof entryIndustry>[0],
  lang: Lang,
) {
  const required = entryIndustry(industry).documents;
  const [own] = await db.tx
    .select({ id: storeApplications.id })
    .from(storeApplications)
    .where(eq(storeApplications.storeId, db.supplierId));
  for (const field of ENTRY_DOCUMENTS) {
    const value = body[field];
    const document = DOCUMENT_TITLES[field][lang];
    if (!value && required.includes(field))
      throw badInput(ONBOARDING_MESSAGES.documentRequired, { document }, { field });
    const foreign = value.replace(/^\/+/, '').startsWith('a/') && !(own && isApplicationFile(value, own.id));
    if (foreign) throw badInput(ONBOARDING_MESSAGES.documentNotOurs, { document }, { field });
  }
}

async function certInfo(deps: Deps, db: StoreDb) {
  const [store] = await db
    .select({ certStatus: suppliers.certStatus, industry: suppliers.industryType })
    .from(suppliers);
  const latest = await latestCert(db);
  const industry = store?.industry ?? 'salt';
  return {
    cert_status: store?.certStatus ?? 0,
    industry_type: industry,
    documents: [...entryIndustry(industry).documents],
    latest: latest ? certWire(latest) : null,
    files: documentLinks(
      deps,
      latest ? { license_image: latest.licenseImage, salt_license_image: latest.saltLicenseImage } : null,
    ),
  };
}

export const certRoutes = [
  route(API.onboarding.certInfo, {
    handler: ({ deps, db }) => certInfo(deps, db),
  }),

  route(
    API.onboarding.certApply,
    {
      handler: async ({ deps, db, lang }, { body }) => {
        const [store] = await db.select({ industry: suppliers.industryType }).from(suppliers);
        const latest = await latestCert(db);
        if (latest?.status === 'applied') throw conflict(ONBOARDING_MESSAGES.certPending);
        await checkDocuments(db, body, store?.industry ?? 'salt', lang);
        // The same payload as the last application is refused (数据未发生任何改变…; docs/business-rules.md, 'Unchanged saves').
        if (latest && COMPARED.every((f) => certWire(latest)[f] === body[f])) throw badInput('unchanged');
        const now = deps.now();
        const [row] = await db
          .insert(certApplications)
          .values({
            companyName: body.company_name,
            creditCode: body.credit_code,
            legalName: body.legal_name,
            legalIdNo: body.legal_id_no,
            licenseImage: body.license_image,
            saltLicenseImage: body.salt_license_image,
            contactName: body.contact_name,
            contactPhone: body.contact_phone,
            status: 'applied',
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await db.update(suppliers).set({ certStatus: 1 }).where(eq(suppliers.id, db.supplierId));
        return certWire(row!);
      },
      audit: (_input, result) => ({
        target: String(result.id),
        objectName: result.company_name,
        said: { text: SAID.certApplied, params: { name: result.company_name } },
      }),
    },
    { onInvalid: inFormWords },
  ),
];

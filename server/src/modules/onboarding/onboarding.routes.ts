import { Answer, AppError, route } from '@yanye/framework/server';
import { API, CODE_TTL_SECONDS, ENTRY_INDUSTRIES, RESEND_SECONDS } from '@yanye/protocol';
import type { FastifyRequest } from 'fastify';
import { type PreparedUpload, prepareUpload, uploadStem } from '../upload/upload.service';
import { enterAgreementInForce } from './agreement';
import { applicantOf, claimedApplicant } from './applicant';
import {
  applicationView,
  enterDetails,
  findApplication,
  loadApplication,
  registerApplication,
} from './application.service';
import { sendEnterCode } from './codes.service';
import { applicationFolder, fileLink } from './files';
import { spend } from './limits';
import { ONBOARDING_MESSAGES } from './messages';
import { startEntryPayment } from './payment.service';

/**
 * The public calls of store onboarding (/business): the industries and the agreement, codes, registering and
 * finding an application, its details, licences and fee. Each applicant call reads the applicant token from the
 * `accesstoken` header (applicant.ts).
 */

/** Fields whose refusal says what the rule is rather than only that the value is wrong. */
const RULES: Readonly<Record<string, (typeof ONBOARDING_MESSAGES)[keyof typeof ONBOARDING_MESSAGES]>> = {
  credit_code: ONBOARDING_MESSAGES.creditCodeBad,
  legal_id_no: ONBOARDING_MESSAGES.idNoBad,
  bank_account: ONBOARDING_MESSAGES.bankAccountBad,
};

/**
 * A refused input said in the form's words: the three checked numbers with their rule; any other field is named
 * by its contract's label (`ENTRY_LABELS`), the title the form shows. `data.field` names the field, so the form
 * can mark it.
 */
export function inFormWords(error: AppError): AppError {
  const field = typeof error.params.field === 'string' ? error.params.field : '';
  const rule = RULES[field];
  if (rule && error.key === 'fieldInvalid') return new AppError('BAD_INPUT', rule, {}, { field });
  return error;
}

/** The address the request came to, for the payment service's return and notification when PUBLIC_URL is unset. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export const onboardingRoutes = [
  route(API.onboarding.industryTypeConf, {
    handler: async ({ lang }) =>
      ENTRY_INDUSTRIES.map((i) => ({
        industry_type: i.industry_type,
        title: i.title[lang],
        fee_cents: i.fee_cents,
        documents: [...i.documents],
      })),
  }),

  route(API.onboarding.enterAgreement, {
    handler: ({ deps, lang }) => enterAgreementInForce(deps.database.db, lang, deps.config.TIME_ZONE),
  }),

  route(
    API.onboarding.enterVerifySend,
    {
      handler: async (ctx, { body }) => {
        await sendEnterCode(ctx.deps, body, ctx.ip, (error) =>
          ctx.request.log.warn({ err: error }, 'onboarding code not sent'),
        );
        const text =
          body.type === 'register' ? ONBOARDING_MESSAGES.codeSentRegister : ONBOARDING_MESSAGES.codeSentFind;
        return new Answer({ expires_in: CODE_TTL_SECONDS, resend_in: RESEND_SECONDS }, text, {
          minutes: CODE_TTL_SECONDS / 60,
        });
      },
    },
    { onInvalid: inFormWords },
  ),

  route(
    API.onboarding.register,
    { handler: (ctx, { body }) => registerApplication(ctx.deps, body) },
    { onInvalid: inFormWords },
  ),

  route(
    API.onboarding.enterFind,
    { handler: (ctx, { body }) => findApplication(ctx.deps, body.phone, body.verify) },
    { onInvalid: inFormWords },
  ),

  route(API.onboarding.enterProgress, {
    handler: async ({ deps, request }) => {
      const id = await applicantOf(request, deps.jwtKey, deps.now());
      return applicationView(deps, deps.database.db, await loadApplication(deps.database.db, id));
    },
  }),

  route(
    API.onboarding.enter,
    {
      handler: async ({ deps, request, lang }, { body }) => {
        const id = await applicantOf(request, deps.jwtKey, deps.now());
        return enterDetails(deps, id, body, lang);
      },
    },
    { onInvalid: inFormWords },
  ),

  route(API.onboarding.enterUpload, {
    // Read and re-encoded before anything else, as every upload is, into the folder the token names; the handler
    // then verifies the token against that folder before a byte is stored.
    prepare: async (request): Promise<{ claimed: number; upload: PreparedUpload }> => {
      const claimed = claimedApplicant(request);
      const now = Math.floor(Date.now() / 1000);
      return {
        claimed,
        upload: await prepareUpload(request, 'image', uploadStem(applicationFolder(claimed), now)),
      };
    },
    handler: async ({ deps, request }, _input, { claimed, upload }) => {
      const id = await applicantOf(request, deps.jwtKey, deps.now());
      if (id !== claimed) throw new AppError('LOGIN', ONBOARDING_MESSAGES.applicantExpired);
      const db = deps.database.db;
      const app = await loadApplication(db, id);
      // Licences change only with the details: not while the application is reviewed, nor once approved.
      if (app.status === 'approved') throw new AppError('CONFLICT', ONBOARDING_MESSAGES.approvedAlready);
      if (app.status === 'paid' || app.status === 'reviewing')
        throw new AppError('CONFLICT', ONBOARDING_MESSAGES.underReview);
      await db.transaction((tx) => spend(tx, 'upload', id, deps.now()));
      await deps.files.put(upload.file.key, upload.file.body, upload.file.mime);
      return {
        key: upload.file.key,
        url: fileLink(deps, upload.file.key),
        name: upload.name,
        size: upload.file.body.length,
      };
    },
  }),

  route(API.onboarding.enterPay, {
    handler: async ({ deps, request, lang }) => {
      const id = await applicantOf(request, deps.jwtKey, deps.now());
      return startEntryPayment(deps, id, lang, originOf(request));
    },
  }),
];

import { timingSafeEqual } from 'node:crypto';
import { defineCallback, type ServiceSettings } from '@yanye/addon-kit/server';
import { and, eq, or } from 'drizzle-orm';
import { unitPrice } from './send';
import { DeliveryReport, PUSH_SIGNATURE, pushSignature, TemplateAudit } from './service';
import { smsRecords, smsTemplates } from './tables';

/**
 * What the provider pushes: a message's delivery report and a template's review result, each signed with the
 * store's AccessKey secret over the raw body. A store without a secret accepts no push: an empty key would let
 * anyone sign one.
 */
function verify(raw: Buffer, header: (name: string) => string | undefined, settings: ServiceSettings) {
  const secret = settings.secrets.access_key_secret ?? '';
  if (secret === '') return false;
  const expected = Buffer.from(pushSignature(raw, secret));
  const given = Buffer.from(header(PUSH_SIGNATURE) ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The provider's acknowledgement format: `{code: 0}` taken, anything else to be pushed again. */
const ack = (result: unknown) => ({ code: 0, msg: '成功', data: result });
const nack = (reason: string) => ({ code: 1, msg: reason });

export const smsCallbacks = [
  defineCallback<DeliveryReport>({
    name: 'report',
    verify,
    schema: DeliveryReport,
    eventKey: (e) => `report:${e.biz_id}`,
    async handle(db, e, now) {
      const parts = Math.max(1, Number(e.sms_size));
      // The report names our record by OutId and the provider's id; a report for a message this store did not
      // send, or of another id, changes nothing. A message whose send timed out may still be reported delivered.
      const [row] = await db
        .update(smsRecords)
        .set({
          state: e.success ? 'delivered' : 'failed',
          bizId: e.biz_id,
          error: e.success ? '' : `${e.err_code} ${e.err_msg}`.trim().slice(0, 300),
          parts,
          cost: parts * (await unitPrice(db)),
          reportedAt: now,
        })
        .where(
          and(
            eq(smsRecords.id, Number(e.out_id)),
            or(eq(smsRecords.bizId, e.biz_id), eq(smsRecords.bizId, '')),
            eq(smsRecords.phone, e.phone_number),
          ),
        )
        .returning({ id: smsRecords.id, state: smsRecords.state });
      return row ?? { id: null, state: 'unknown' };
    },
    ack,
    nack,
  }),
  defineCallback<TemplateAudit>({
    name: 'template_audit',
    verify,
    schema: TemplateAudit,
    eventKey: (e) => `audit:${e.template_code}:${e.order_id}`,
    async handle(db, e, now) {
      const pass = e.audit_status === 'AUDIT_STATE_PASS';
      // Only the review the template waits for counts: a verdict on an older submission changes nothing.
      const [row] = await db
        .update(smsTemplates)
        .set({
          reviewState: pass ? 'approved' : 'rejected',
          reviewNote: pass ? '' : e.reason || '未通过审核',
          reviewedAt: now,
        })
        .where(
          and(
            eq(smsTemplates.code, e.template_code),
            eq(smsTemplates.reviewOrder, e.order_id),
            eq(smsTemplates.reviewState, 'pending'),
          ),
        )
        .returning({ id: smsTemplates.id, state: smsTemplates.reviewState });
      return row ?? { id: null, state: 'unchanged' };
    },
    ack,
    nack,
  }),
];

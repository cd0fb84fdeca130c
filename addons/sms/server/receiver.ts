import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  ReceivedRequest,
  ReceiverAnswer,
  ReceiverContext,
  ReceiverSpec,
  ReceiverStore,
  StoreDb,
} from '@yanye/addon-kit/server';
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  type DeliveryReport,
  isoTime,
  PUSH_SIGNATURE,
  pushSignature,
  signatureOf,
  type TemplateAudit,
} from './service';
import { smsRecords, smsTemplates } from './tables';

/**
 * The local stand-in of the SMS provider (docs/outside-services.md): it checks the AccessKey and the signature
 * as Aliyun does, sends nothing, and answers in its format. Its actions push what the provider would: a
 * delivery report of a message it took, a template's review result, signed with the store's AccessKey secret.
 */

const requestId = () =>
  `${createHash('md5').update(String(Math.random())).digest('hex').toUpperCase().slice(0, 8)}-SMS0-4D1A-9C3E-${randomInt(1e11, 1e12)}`;

const refusal = (status: number, code: string, message: string): ReceiverAnswer => ({
  status,
  body: { Code: code, Message: message, RequestId: requestId() },
});

/**
 * A send's id as the provider makes it. The same OutId of the same account answers the same id: the provider
 * dedupes by OutId, which is what makes a retried send safe (send.ts marks it idempotent for that).
 */
function bizIdOf(keyId: string, outId: string): string {
  const seed = outId ? `${keyId}:${outId}` : `${keyId}:${Math.random()}`;
  const digits = BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(18, '0')
    .slice(0, 18);
  return `${digits}^0`;
}

/** The store behind the request's AccessKeyId, once its signature and time hold; else the provider's refusal. */
async function caller(
  q: Readonly<Record<string, string>>,
  method: string,
  ctx: ReceiverContext,
): Promise<ReceiverStore | ReceiverAnswer> {
  const store = await ctx.storeBy('access_key_id', q.AccessKeyId ?? '');
  if (!store) return refusal(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
  const secret = store.settings.secrets.access_key_secret ?? '';
  const expected = Buffer.from(signatureOf(method, q, secret));
  const given = Buffer.from(q.Signature ?? '');
  if (secret === '' || expected.length !== given.length || !timingSafeEqual(expected, given))
    return refusal(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
  const at = Date.parse(q.Timestamp ?? '') / 1000;
  if (!Number.isFinite(at) || Math.abs(at - ctx.now) > 900)
    return refusal(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
  return store;
}

const isStore = (v: ReceiverStore | ReceiverAnswer): v is ReceiverStore => 'supplierId' in v;

function sendSms(q: Readonly<Record<string, string>>): ReceiverAnswer {
  const keyId = q.AccessKeyId ?? '';
  const phone = q.PhoneNumbers ?? '';
  if (!/^1[3-9]\d{9}$/.test(phone)) return refusal(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
  const sign = q.SignName ?? '';
  if (sign.length < 2 || sign.length > 12) return refusal(200, 'isv.SMS_SIGNATURE_ILLEGAL', '签名不合法');
  if (!/^SMS_\d{3,20}$/.test(q.TemplateCode ?? ''))
    return refusal(200, 'isv.SMS_TEMPLATE_ILLEGAL', '模板不合法');
  let params: unknown;
  try {
    params = JSON.parse(q.TemplateParam || '{}');
  } catch {
    return refusal(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    return refusal(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
  const values = Object.values(params);
  if (values.some((v) => typeof v !== 'string'))
    return refusal(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
  if (values.some((v) => [...(v as string)].length > 35))
    return refusal(200, 'isv.PARAM_LENGTH_LIMIT', '参数超出长度限制');
  const outId = q.OutId ?? '';
  const bizId = bizIdOf(keyId, outId);
  return { body: { Code: 'OK', Message: 'OK', BizId: bizId, RequestId: requestId() } };
}

function template(q: Readonly<Record<string, string>>, modify: boolean): ReceiverAnswer {
  const content = q.TemplateContent ?? '';
  if (!['0', '1', '2'].includes(q.TemplateType ?? ''))
    return refusal(200, 'isv.TEMPLATE_TYPE_ILLEGAL', '模板类型不合法');
  if (!q.TemplateName || [...q.TemplateName].length > 30)
    return refusal(200, 'isv.TEMPLATE_NAME_ILLEGAL', '模板名称不合法');
  if (!content || [...content].length > 500)
    return refusal(200, 'isv.SMS_TEMPLATE_ILLEGAL', '模板内容不合法');
  if (/[【】]/.test(content)) return refusal(200, 'isv.SMS_TEMPLATE_ILLEGAL', '模板内容中不能包含签名');
  if (/https?:\/\//i.test(content)) return refusal(200, 'isv.SMS_TEMPLATE_ILLEGAL', '模板中含有未报备的链接');
  const code = modify ? (q.TemplateCode ?? '') : `SMS_${randomInt(460_000_000, 480_000_000)}`;
  if (!/^SMS_\d{3,20}$/.test(code)) return refusal(200, 'isv.SMS_TEMPLATE_ILLEGAL', '模板不存在');
  const orderId = String(randomInt(1e11, 1e12));
  return {
    body: { Code: 'OK', Message: 'OK', TemplateCode: code, OrderId: orderId, RequestId: requestId() },
  };
}

const signPush = (raw: string, settings: ReceiverStore['settings']) => ({
  [PUSH_SIGNATURE]: pushSignature(raw, settings.secrets.access_key_secret ?? ''),
});

const wall = (seconds: number) => isoTime(seconds).replace('T', ' ').replace('Z', '');

export const smsReceiver: ReceiverSpec = {
  key: 'sms',
  routes: [
    {
      method: 'POST',
      path: '/',
      async answer(request: ReceivedRequest, ctx) {
        const q = request.query;
        const who = await caller(q, request.method, ctx);
        if (!isStore(who)) return who;
        switch (q.Action) {
          case 'SendSms':
            return sendSms(q);
          case 'AddSmsTemplate':
            return template(q, false);
          case 'ModifySmsTemplate':
            return template(q, true);
          default:
            return refusal(404, 'InvalidAction.NotFound', `Specified api is not found: ${q.Action ?? ''}`);
        }
      },
    },
  ],
  failure: (reason) => refusal(503, 'ServiceUnavailable', reason),
  actions: [
    {
      name: 'audit',
      title: '审核模板 · review a template',
      fields: [
        { name: 'template_code', label: '模板CODE（空：最近提交的）', value: '' },
        { name: 'result', label: 'pass / reject', value: 'pass' },
        { name: 'reason', label: '驳回理由', value: '推广短信须在内容末尾注明“拒收请回复R”' },
      ],
      async run(form, ctx) {
        const code = (form.template_code ?? '').trim();
        const hit = await newest(ctx, async (db) => {
          const [t] = await db
            .select()
            .from(smsTemplates)
            .where(
              and(eq(smsTemplates.reviewState, 'pending'), code ? eq(smsTemplates.code, code) : undefined),
            )
            .orderBy(desc(smsTemplates.submittedAt), desc(smsTemplates.id))
            .limit(1);
          return t && { row: t, at: t.submittedAt };
        });
        if (!hit)
          return code ? `no template ${code} is waiting for review` : 'no template is waiting for review';
        const pass = (form.result ?? 'pass').trim() !== 'reject';
        const event: TemplateAudit = {
          template_code: hit.row.code,
          order_id: hit.row.reviewOrder,
          audit_status: pass ? 'AUDIT_STATE_PASS' : 'AUDIT_STATE_NOT_PASS',
          reason: pass ? '' : (form.reason ?? '').trim().slice(0, 200),
          audit_time: wall(ctx.now),
        };
        const r = await ctx.push(hit.store, 'template_audit', event, signPush);
        return `${hit.row.code} ${pass ? 'approved' : 'rejected'} → ${r.status} ${r.body.slice(0, 200)}`;
      },
    },
    {
      name: 'report',
      title: '推送回执 · delivery report',
      fields: [
        { name: 'out_id', label: 'OutId（空：最近发送的）', value: '' },
        { name: 'err_code', label: 'DELIVERED / MK:0001 …', value: 'DELIVERED' },
      ],
      async run(form, ctx) {
        const outId = (form.out_id ?? '').trim();
        if (outId !== '' && !/^\d{1,16}$/.test(outId)) return 'OutId is the record id, digits only';
        const hit = await newest(ctx, async (db) => {
          const [r] = await db
            .select()
            .from(smsRecords)
            .where(and(outId ? eq(smsRecords.id, Number(outId)) : undefined, ne(smsRecords.bizId, '')))
            .orderBy(desc(smsRecords.sentAt), desc(smsRecords.id))
            .limit(1);
          return r && { row: r, at: r.sentAt };
        });
        if (!hit) return outId ? `no message ${outId} was accepted` : 'no message was accepted yet';
        const errCode = (form.err_code ?? '').trim().slice(0, 40) || 'DELIVERED';
        const ok = errCode === 'DELIVERED';
        const event: DeliveryReport = {
          phone_number: hit.row.phone,
          send_time: wall(hit.row.sentAt),
          report_time: wall(ctx.now),
          success: ok,
          err_code: errCode,
          err_msg: ok ? '用户接收成功' : '用户关机或不在服务区',
          sms_size: String(hit.row.parts),
          biz_id: hit.row.bizId,
          out_id: String(hit.row.id),
        };
        const r = await ctx.push(hit.store, 'report', event, signPush);
        return `${hit.row.bizId} ${errCode} → ${r.status} ${r.body.slice(0, 200)}`;
      },
    },
  ],
};

/**
 * What the provider would know of its accounts (the templates submitted, the messages taken), newest first
 * across the stores that set up the add-on: read from their records, since the stand-in keeps none of its own.
 */
async function newest<R>(
  ctx: ReceiverContext,
  find: (db: StoreDb) => Promise<{ row: R; at: number } | undefined>,
): Promise<{ row: R; store: ReceiverStore } | undefined> {
  let best: { row: R; at: number; store: ReceiverStore } | undefined;
  for (const store of await ctx.stores()) {
    if (!store.settings.values.access_key_id) continue;
    const hit = await ctx.inStore(store.supplierId, find);
    if (hit && (!best || hit.at > best.at)) best = { ...hit, store };
  }
  return best && { row: best.row, store: best.store };
}

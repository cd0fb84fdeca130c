import { get, LABELS, line, mobile, post, recordId, T } from '@yanye/addon-kit';
import { z } from 'zod';

/**
 * The SMS add-on's own calls beside the engine's lists: a template as its review-and-test screen shows it, its
 * submission to the provider for review, and a test message. Both sides read them.
 */

const api = '/v1/addons/sms/';

/** A variable of a template: `${name}`, a letter or underscore then letters, digits or underscores. */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,29}$/;

/** The most characters the provider takes in one variable's value. */
export const VARIABLE_MAX = 35;

/** Review states: written here, submitted and waiting, passed, refused by the provider. */
export const REVIEW_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** A send record's states: handed to the provider, accepted, refused or failed, and delivered (its report). */
export const SEND_STATES = ['sending', 'sent', 'failed', 'delivered'] as const;
export type SendState = (typeof SEND_STATES)[number];

const Record_ = z.object({
  id: z.number().int(),
  phone: z.string(),
  state: z.enum(SEND_STATES),
  biz_id: z.string(),
  cost: z.number().int(),
  error: z.string(),
  created_at: z.number().int(),
});

const Template = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The provider's template code, '' until it is submitted. */
  code: z.string(),
  kind: z.enum(['code', 'notice', 'promo']),
  sign_name: z.string(),
  content: z.string(),
  variables: z.array(z.string()),
  review_state: z.enum(REVIEW_STATES),
  review_note: z.string(),
  submitted_at: z.number().int(),
  /** The template is the one the store's sign-in codes go through (the `login_template` setting). */
  is_login: z.number().int(),
  /** The latest test messages sent with it. */
  tests: z.array(Record_),
});

export type SmsTemplateView = z.infer<typeof Template>;

export const smsTemplateDetail = get(`${api}SmsTemplateDetail`, {
  summary: 'A template with its review state and its latest test messages (its review-and-test screen)',
  query: z.object({ id: recordId }),
  response: Template,
});

export const smsTemplateSubmit = post(`${api}SmsTemplateSubmit`, {
  summary:
    'Submit a template to the SMS provider for review (a new one, or a rejected one again); it waits as pending',
  body: z.object({ id: recordId }),
  response: z.object({ id: z.number().int(), code: z.string(), review_state: z.enum(REVIEW_STATES) }),
});

export const smsTemplateTest = post(`${api}SmsTemplateTest`, {
  summary: "Send a test message with an approved template to a phone, filling the template's variables",
  labels: { phone: LABELS.mobile, variables: T('变量') },
  body: z.object({
    id: recordId,
    phone: mobile,
    /** A value for each of the template's variables, by name. */
    variables: z.record(z.string().regex(VARIABLE_NAME), line(VARIABLE_MAX)).default({}),
  }),
  response: Record_,
});

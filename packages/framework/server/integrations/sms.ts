import type { Config } from '../config';
import { httpSender, localSender, type Sender } from './sender';

export interface SmsMessage {
  /** 11 digits. */
  readonly phone: string;
  /** The provider's template id. */
  readonly template: string;
  readonly params: Readonly<Record<string, string>>;
  /** The text as a person reads it: what the local implementation records (providers fill their template). */
  readonly text: string;
}

/** Sends text messages. Throws an {@link IntegrationError} when the message could not be handed over. */
export type SmsSender = Sender<SmsMessage>;

/** Development: every message lands in the outbox table, for an operator to read at /dev/outbox. */
export const localSms: SmsSender = localSender((message) => ({
  channel: 'sms',
  recipient: message.phone,
  template: message.template,
  body: message.text,
  params: { ...message.params },
}));

/** Production: `POST SMS_URL` with JSON `{phone, template, params}` and the bearer token; any 2xx is sent. */
export function httpSms(url: string, token: string | undefined): SmsSender {
  return httpSender((message) => ({
    service: 'sms',
    url,
    token,
    body: { phone: message.phone, template: message.template, params: message.params },
  }));
}

export function createSms(config: Config): SmsSender {
  return config.SMS_MODE === 'http' && config.SMS_URL ? httpSms(config.SMS_URL, config.SMS_TOKEN) : localSms;
}

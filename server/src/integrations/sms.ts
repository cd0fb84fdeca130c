import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { IntegrationError, OUTSIDE_TIMEOUT_MS } from './errors';
import { recordOutbox } from './outbox';

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
export interface SmsSender {
  readonly mode: 'local' | 'http';
  /** `db` is where a local implementation records the message: the caller's transaction when there is one. */
  send(message: SmsMessage, db: Queryable, now: number): Promise<void>;
}

/** Development: every message lands in the outbox table, for an operator to read at /dev/outbox. */
export const localSms: SmsSender = {
  mode: 'local',
  async send(message, db, now) {
    await recordOutbox(
      db,
      {
        channel: 'sms',
        recipient: message.phone,
        template: message.template,
        body: message.text,
        params: { ...message.params },
      },
      now,
    );
  },
};

/** Production: `POST SMS_URL` with JSON `{phone, template, params}` and the bearer token; any 2xx is sent. */
export function httpSms(url: string, token: string | undefined): SmsSender {
  return {
    mode: 'http',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ phone: message.phone, template: message.template, params: message.params }),
          signal: AbortSignal.timeout(OUTSIDE_TIMEOUT_MS),
        });
      } catch (error) {
        throw new IntegrationError('sms', `provider unreachable: ${(error as Error).message}`);
      }
      // Drain the body so the connection can be reused.
      const answer = await response.text().catch(() => '');
      if (!response.ok)
        throw new IntegrationError('sms', `provider answered ${response.status}: ${answer.slice(0, 200)}`);
    },
  };
}

export function createSms(config: Config): SmsSender {
  return config.SMS_MODE === 'http' && config.SMS_URL ? httpSms(config.SMS_URL, config.SMS_TOKEN) : localSms;
}

import { LANGS, T, type Texts, textOf } from '@yanye/i18n';
import { AppError } from '../../platform/errors';
import type { SettingValues } from '../addons/addon-settings';
import { type CallLog, type CallOutcome, masker } from './call-log';

/**
 * An outside service as an add-on declares it (docs/outside-services.md): how its requests are signed and how it
 * says no inside a 2xx answer. The same client talks to the real service (the endpoint of the add-on's setup)
 * and to the local development receiver (no endpoint set), so the tests run the client a store would.
 */
export interface ServiceSpec {
  /** The add-on key: the service's name in the call log and the receiver's path. */
  readonly key: string;
  readonly title: Texts;
  /** Signs a request the way the service does (query parameters or headers), with the store's keys. */
  sign(request: OutsideRequest, settings: ServiceSettings, now: number): OutsideRequest;
  /** The service's own refusal inside a 2xx answer (`{errcode: 40001, errmsg}`): its text; undefined for success. */
  refusal?(answer: unknown): string | undefined;
  /**
   * Hides what the service itself issues and the setup cannot name (an access token in an address or in the
   * answer that granted it) from the call log, after the setup's secrets are masked.
   */
  redact?(text: string): string;
}

/** A request as it leaves: the signing step sees and may add to all of it. */
export interface OutsideRequest {
  readonly method: 'GET' | 'POST';
  /** Appended to the endpoint: `/sms/send`. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  /** The body as sent ('' for none): the signature may cover these bytes. */
  readonly body: string;
}

/** A store's settings of an add-on with its secrets opened, for one call (never kept, never logged). */
export interface ServiceSettings {
  readonly values: SettingValues;
  readonly secrets: Readonly<Record<string, string>>;
}

/** The settings every service add-on has (`serviceSettings()` of the catalogue declares their fields). */
export const ENDPOINT_SETTING = 'endpoint';
export const TIMEOUT_SETTING = 'timeout_seconds';

/** Attempts of an idempotent call (a read, a request the service dedupes by our key); others get one. */
const ATTEMPTS = 3;
const BACKOFF_MS = 250;
/** What the log keeps of a body: enough to read, not a dump. */
const LOG_CHARS = 4000;

const REASONS: Record<Exclude<CallOutcome, 'ok'>, Texts> = {
  refused: T('对方拒绝：{detail}'),
  failed: T('对方出错（HTTP {status}）'),
  timeout: T('{seconds} 秒内未应答'),
  unreachable: T('无法连接', 'unreachable'),
  bad_answer: T('应答无法识别', 'bad_answer'),
};

const CALL_FAILED = T('外部服务“{service}”调用失败：{reason}');

/** A call that did not succeed: 503 with the service and the reason in the user's language. Nothing was booked. */
export class ServiceError extends AppError {
  constructor(
    readonly service: ServiceSpec,
    readonly outcome: Exclude<CallOutcome, 'ok'>,
    readonly detail: string,
    /** The service's HTTP status, 0 when none came. */
    readonly httpStatus: number,
    timeoutSeconds: number,
  ) {
    const params = { detail, status: httpStatus, seconds: timeoutSeconds };
    const reason = Object.fromEntries(
      LANGS.map((lang) => [lang, textOf(REASONS[outcome], lang, params)]),
    ) as unknown as Texts;
    super('UNAVAILABLE', CALL_FAILED, { service: service.title, reason });
  }
}

/** What an add-on asks of its service. */
export interface ServiceCall {
  /** What it is for, in the call log: `send`, `sync_orders`. */
  readonly op: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  readonly json?: unknown;
  /**
   * Safe to send twice (a read, or a write the service dedupes by a key we send): only these are retried after a
   * timeout or a 5xx. A payment or a top-up without such a key is sent once, whatever happens.
   */
  readonly idempotent: boolean;
  /**
   * Secrets this call carries that are not the setup's (a courier account's key kept in the add-on's own table):
   * masked in the call log like the setup's secrets.
   */
  readonly secrets?: readonly string[];
}

export interface ServiceClientOptions {
  readonly spec: ServiceSpec;
  readonly settings: ServiceSettings;
  /** Where the local receiver answers: `http://127.0.0.1:<port>/dev/receiver/<key>`; used when no endpoint is set. */
  readonly receiverUrl: string | undefined;
  readonly now: () => number;
  readonly log: CallLog;
  /** Tests shorten the backoff. */
  readonly backoffMs?: number;
}

/**
 * The HTTP client of one service for one store: signs, times out, retries idempotent calls with backoff, and
 * records every attempt (secrets masked) in the call log, which the caller writes after its transaction.
 */
export class ServiceClient {
  readonly base: string;
  readonly local: boolean;
  readonly timeoutMs: number;
  private readonly mask: (text: string) => string;

  constructor(private readonly o: ServiceClientOptions) {
    const endpoint = String(o.settings.values[ENDPOINT_SETTING] ?? '').trim();
    this.local = endpoint === '';
    const base = this.local ? (o.receiverUrl ?? '') : endpoint;
    this.base = base.replace(/\/+$/, '');
    const seconds = Number(o.settings.values[TIMEOUT_SETTING] ?? 5);
    this.timeoutMs = Math.round((Number.isFinite(seconds) && seconds > 0 ? seconds : 5) * 1000);
    const mask = masker(Object.values(o.settings.secrets));
    const redact = o.spec.redact;
    this.mask = redact ? (text) => redact(mask(text)) : mask;
  }

  /** Makes the call and answers the service's JSON; a failure is a ServiceError (logged, never a 500). */
  async call(c: ServiceCall): Promise<unknown> {
    const attempts = c.idempotent ? ATTEMPTS : 1;
    let last: ServiceError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1)
        await sleep((this.o.backoffMs ?? BACKOFF_MS) * 2 ** (attempt - 2) * (1 + Math.random()));
      const result = await this.once(c, attempt);
      if (!(result instanceof ServiceError)) return result;
      last = result;
      // A 4xx is the service saying the request is wrong: sent again it would be wrong again (429 excepted).
      const retryable =
        result.outcome === 'timeout' ||
        result.outcome === 'unreachable' ||
        (result.outcome === 'failed' && (result.httpStatus >= 500 || result.httpStatus === 429));
      if (!retryable) break;
    }
    throw last;
  }

  private async once(c: ServiceCall, attempt: number): Promise<unknown> {
    const started = Date.now();
    const unsigned: OutsideRequest = {
      method: c.method,
      path: c.path,
      query: c.query ?? {},
      headers: c.json === undefined ? {} : { 'content-type': 'application/json' },
      body: c.json === undefined ? '' : JSON.stringify(c.json),
    };
    const req = this.o.spec.sign(unsigned, this.o.settings, this.o.now());
    const own = c.secrets?.length ? masker(c.secrets) : undefined;
    const mask = own ? (text: string) => this.mask(own(text)) : this.mask;
    const qs = new URLSearchParams(req.query).toString();
    const url = `${this.base}${req.path}${qs ? `?${qs}` : ''}`;
    const record = (outcome: CallOutcome, status: number, answer: string, error: string) =>
      this.o.log.push({
        service: this.o.spec.key,
        op: c.op,
        method: req.method,
        url: mask(url),
        request: mask(req.body).slice(0, LOG_CHARS),
        status,
        answer: mask(answer).slice(0, LOG_CHARS),
        outcome,
        error: mask(error).slice(0, 500),
        attempt,
        local: this.local,
        durationMs: Date.now() - started,
        at: this.o.now(),
      });
    const fail = (outcome: Exclude<CallOutcome, 'ok'>, status: number, answer: string, detail: string) => {
      record(outcome, status, answer, detail || outcome);
      return new ServiceError(this.o.spec, outcome, detail, status, this.timeoutMs / 1000);
    };
    if (!this.base) return fail('unreachable', 0, '', 'no endpoint and no local receiver');

    let response: Response;
    try {
      response = await fetch(url, {
        method: req.method,
        headers: req.headers,
        body: req.method === 'POST' ? req.body : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return fail(timedOut ? 'timeout' : 'unreachable', 0, '', error instanceof Error ? error.message : '');
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return fail(timedOut ? 'timeout' : 'unreachable', response.status, '', 'the answer was cut off');
    }
    if (!response.ok) return fail('failed', response.status, text, `HTTP ${response.status}`);
    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      return fail('bad_answer', response.status, text, 'not JSON');
    }
    const refusal = this.o.spec.refusal?.(json);
    if (refusal !== undefined) return fail('refused', response.status, text, refusal.slice(0, 200));
    record('ok', response.status, text, '');
    return json;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

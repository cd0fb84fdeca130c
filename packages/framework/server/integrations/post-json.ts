import { IntegrationError, OUTSIDE_TIMEOUT_MS } from './errors';

/** A JSON `POST` to an outside service: where, with which bearer token and idempotency key, and what. */
export interface JsonPost {
  readonly service: IntegrationError['service'];
  readonly url: string;
  readonly token: string | undefined;
  /** Sent as `Idempotency-Key`, so that the service takes a retried post once. */
  readonly idempotencyKey?: string;
  readonly body: unknown;
  /** Statuses besides 2xx that say the service has it (409: it had it already). */
  readonly alsoAccepted?: readonly number[];
}

/**
 * `POST`s the body as JSON with the bearer token, within the outside services' timeout, and answers the answer's
 * text; throws an {@link IntegrationError} when the service cannot be reached or refuses (any other status).
 */
export async function postJson(post: JsonPost): Promise<string> {
  let response: Response;
  try {
    response = await fetch(post.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(post.idempotencyKey ? { 'idempotency-key': post.idempotencyKey } : {}),
        ...(post.token ? { authorization: `Bearer ${post.token}` } : {}),
      },
      body: JSON.stringify(post.body),
      signal: AbortSignal.timeout(OUTSIDE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new IntegrationError(post.service, `unreachable: ${(error as Error).message}`);
  }
  // Read whole either way, so the connection can be reused.
  const text = await response.text().catch(() => '');
  if (response.ok || post.alsoAccepted?.includes(response.status)) return text;
  throw new IntegrationError(post.service, `HTTP ${response.status}: ${text.slice(0, 200)}`);
}

import type { z } from 'zod';
import { type ServiceCall, type ServiceClient, ServiceError, type ServiceSpec } from './service';

/**
 * What a service answered, read as its documentation says it answers. An answer of the right status but not of
 * the documented shape is the service's bad answer: a failed call (503, nothing booked, the call logged), never
 * a 500 of ours.
 */

/** The call's client, as far as a bad answer says it: how long the call was given. */
interface Timed {
  readonly timeoutMs: number;
}

/** A bad answer of `spec`'s service, `detail` saying what was wrong with it. */
export function badAnswer(spec: ServiceSpec, client: Timed, detail: string): ServiceError {
  return new ServiceError(spec, 'bad_answer', detail, 200, client.timeoutMs / 1000);
}

/** The answer read by `schema`; one it does not read is a bad answer naming where it first went wrong. */
export function readAnswer<S extends z.ZodType>(
  spec: ServiceSpec,
  client: Timed,
  schema: S,
  answer: unknown,
): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw badAnswer(spec, client, `unexpected answer at ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
}

/** Makes the call and reads its answer by `schema` (`readAnswer`): what most calls of a service are. */
export async function callAndRead<S extends z.ZodType>(
  spec: ServiceSpec,
  client: ServiceClient,
  schema: S,
  call: ServiceCall,
): Promise<z.output<S>> {
  return readAnswer(spec, client, schema, await client.call(call));
}

import { type MessageKey, type MessageParams, message, type Texts, textOf } from '@yanye/i18n';
import type { Contract } from '@yanye/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from './context';

// What a route answers on success: the envelope with its message (操作成功 or the handler's own), held to the
// contract in the tests.

/** A handler's answer with its own message instead of 操作成功. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly key: MessageKey | Texts,
    readonly params: MessageParams = {},
  ) {}
}

function okEnvelope(request: FastifyRequest, data: unknown) {
  if (data instanceof Answer) {
    const msg =
      typeof data.key === 'string'
        ? message(request.lang, data.key, data.params)
        : textOf(data.key, request.lang, data.params);
    return { status: true, msg, data: data.data ?? null };
  }
  return { status: true, msg: message(request.lang, 'ok'), data: data ?? null };
}

/**
 * In the tests every answer is held to its contract: a handler that answers what its contract does not say fails
 * the test that called it (as a 500, with the difference in the log).
 */
function checkAnswer(contract: Contract, data: unknown): void {
  const value = data instanceof Answer ? data.data : data;
  const result = contract.response.safeParse(value ?? null);
  if (!result.success) {
    throw new Error(
      `the answer of ${contract.method} ${contract.path} breaks its contract: ${JSON.stringify(result.error.issues.slice(0, 3))}`,
    );
  }
}

/** The envelope of a success, or undefined when the handler answered by itself (a file). */
export function envelopeOf(
  deps: Deps,
  contract: Contract,
  request: FastifyRequest,
  reply: FastifyReply,
  data: unknown,
) {
  if (reply.sent || data === reply) return undefined;
  if (deps.checkResponses) checkAnswer(contract, data);
  return okEnvelope(request, data);
}

import type { Queryable } from '../db/client';
import { type OutboxEntry, recordOutbox } from './outbox';
import { type JsonPost, postJson } from './post-json';

/**
 * An outside service handed one kind of message and answering nothing back (a text message, a document for the
 * ERP). `send` resolves once the service has it and throws an IntegrationError otherwise.
 */
export interface Sender<Message> {
  readonly mode: 'local' | 'http';
  /** `db` is where a local implementation records the message: the caller's transaction when there is one. */
  send(message: Message, db: Queryable, now: number): Promise<void>;
}

/**
 * Development: every message lands in the outbox table as `entry` writes it, for an operator to read at
 * /dev/outbox.
 */
export function localSender<Message>(entry: (message: Message) => OutboxEntry): Sender<Message> {
  return { mode: 'local', send: (message, db, now) => recordOutbox(db, entry(message), now) };
}

/** Production: every message is posted as JSON as `post` says (`postJson`). */
export function httpSender<Message>(post: (message: Message) => JsonPost): Sender<Message> {
  return {
    mode: 'http',
    async send(message) {
      await postJson(post(message));
    },
  };
}

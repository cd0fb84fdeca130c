import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiError, newActionKey } from '../api/client';
import { folderOf, keys } from '../api/query';

/**
 * Makes every read in the folders of `paths` stale: those on screen read again, hidden ones when shown. Each
 * folder once: two paths of one folder (an action and the record it acts on) invalidated one after the other
 * would cancel the first read again and send every read of the folder twice.
 */
export function invalidateFolders(client: QueryClient, paths: readonly string[]): void {
  for (const folder of new Set(paths.map(folderOf)))
    void client.invalidateQueries({ queryKey: keys.folder(folder) });
}

/** What an input asks, as text: the same text is the same action (a file by its name, size and date). */
function fingerprint(input: unknown): string | undefined {
  try {
    return JSON.stringify(input, (_key, value: unknown) =>
      value instanceof File ? `file:${value.name}:${value.size}:${value.lastModified}` : value,
    );
  } catch {
    return undefined;
  }
}

/** Errors that are no answer to the action: trying it again is the same action. */
const UNANSWERED = new Set(['NETWORK', 'IN_PROGRESS']);

/** The last action sent: while it runs, or after the network lost its answer, the same input is that action. */
interface Sent<O> {
  readonly input: string;
  readonly key: string;
  readonly running: Promise<O> | undefined;
}

/**
 * One Idempotency-Key per user action. The same input again while it runs is the same click
 * (not sent, and never settled, so what follows a save happens once); the same input after the network lost the answer is the same action tried again (sent
 * with the same key, so the server does it once); anything else, or anything after an answer, is a new action.
 */
export class ActionKeys<O> {
  private last: Sent<O> | undefined;

  run(input: unknown, send: (key: string) => Promise<O>): Promise<O> {
    const text = fingerprint(input);
    const before = text !== undefined && this.last?.input === text ? this.last : undefined;
    // The second click of a double click: the first carries the action and does what follows it (the toast,
    // closing the form); this one ends here, neither answered nor refused.
    if (before?.running) return new Promise<O>(() => undefined);
    const key = before?.key ?? newActionKey();
    const running = send(key);
    if (text !== undefined) this.last = { input: text, key, running };
    running.then(
      () => this.settle(key, undefined),
      (error: unknown) => {
        // A refusal is an answer: the next try is a new action. A lost answer, or one still to come (the
        // server is carrying out the same action), keeps the key.
        const lost = error instanceof ApiError && UNANSWERED.has(error.code) && text !== undefined;
        this.settle(key, lost ? { input: text, key, running: undefined } : undefined);
      },
    );
    return running;
  }

  private settle(key: string, next: Sent<O> | undefined): void {
    if (this.last?.key === key) this.last = next;
  }
}

/**
 * A write (a save, a delete, an import, an action, an export) as a mutation. One user action is one
 * Idempotency-Key: a second click while it runs sends nothing (the first carries the action), and the same
 * input sent again after the network lost the answer goes with the same key, so the server does it once. It
 * is never tried again by itself beyond the client's one resend, and once accepted every read in the folders
 * of `paths` is stale, so the lists and counts on screen read again and hidden ones do when shown.
 */
export function useWrite<I, O>(
  write: (input: I, key: string) => Promise<O>,
  paths: (input: I) => readonly string[],
) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: I; key: string }) => write(input, key),
    retry: false,
    onSuccess: (_answer, { input }) => invalidateFolders(client, paths(input)),
  });
  const actions = useRef(new ActionKeys<O>());
  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback(
    (input: I): Promise<O> => actions.current.run(input, (key) => send({ input, key })),
    [send],
  );
  const mutate = useCallback(
    (input: I) => {
      mutateAsync(input).catch(() => undefined);
    },
    [mutateAsync],
  );

  return { mutateAsync, mutate, isPending: mutation.isPending, error: mutation.error };
}

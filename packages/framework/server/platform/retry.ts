import { isRetryable } from '../db/errors';

const ATTEMPTS = 3;

/**
 * Runs a transaction again when the database gave it up for another (a deadlock, a serialization failure):
 * nothing of it was kept, and the user should not see a 500 for the database's own choice.
 */
export async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

import type { LiveEvent, LiveSettings } from '@yanye/protocol';

/** What the bell knows: the newest events, how many are unread, the user's kinds and settings. */
export interface LiveState {
  readonly rows: readonly LiveEvent[];
  readonly unread: number;
  readonly readId: number;
  /** Whether older events than the last row may be fetched. */
  readonly more: boolean;
  readonly kinds: readonly string[];
  readonly settings: LiveSettings;
}

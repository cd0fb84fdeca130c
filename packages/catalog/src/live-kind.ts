import type { Texts } from '@yanye/i18n';

/** One kind of live event (docs/live.md): a line of `LIVE_KINDS`, or of an add-on's `liveKinds`. */
export interface LiveKind {
  /** What the user's settings call the kind. */
  readonly title: Texts;
  /** What an event says, its `{params}` filled (`{amount}` is cents, shown as money). */
  readonly said: Texts;
  /** What it says instead in a given `{status}` (a withdrawal approved, paid, failed or rejected). */
  readonly saidBy?: Readonly<Record<string, Texts>>;
  /**
   * The catalogue page (by name) a user must be able to open to see the kind, and the event's link: its `:id`
   * is the event's record. Absent for a kind `own`.
   */
  readonly page?: string;
  /** Only the user the event names sees it (their own export). */
  readonly own?: boolean;
  /** Said as something that went wrong: every event of the kind (low stock), or those of these `{status}` values. */
  readonly bad?: true | readonly string[];
  /**
   * A core kind raised by a clock (a sweep of the server, `raiseCoreLive`) rather than by a trigger: a lot nearing
   * its expiry is no write of anyone's. Only these of the core's kinds may go through `live_event_raise`.
   */
  readonly clock?: true;
}

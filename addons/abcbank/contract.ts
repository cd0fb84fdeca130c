import { ABCBANK_API, cents, get, post, recordId, T } from '@yanye/addon-kit';
import { z } from 'zod';

/**
 * The agricultural-bank pages' own calls beside the engine's lists (their paths: `ABCBANK_API`): a day's summary
 * for the finance log's band, the daily statements against the store's log, and a staff member's collection code.
 * Both sides read them: the server serves them, the add-on's screens call them. Amounts are signed cents.
 */

export const financeLogPull = post(ABCBANK_API.pull, {
  summary: "Pull the bank's statement of a day and reconcile the day's finance logs against it",
  labels: { day: T('日期') },
  body: z.object({ day: z.string().trim().max(20) }),
  response: z.object({
    day: z.string(),
    listed: z.number().int(),
    added: z.number().int(),
    matched: z.number().int(),
    differs: z.number().int(),
  }),
});

/** A day as the bank dates its statements, `YYYY-MM-DD` in China. */
const day = z.string().trim().max(10);

/** A count and its sum. */
const Tally = z.object({ count: z.number().int(), sum: cents });

/**
 * What a group of a day's logs took: money in at the counter or terminal (`collected`, reversed ones included,
 * since they were taken), what was reversed, what went out (fees), and the net that stayed (`net`, the
 * succeeded logs' sum: collected − reversed − out). Failed logs moved nothing and count in none.
 */
const Takings = z.object({
  collected: Tally,
  reversed: Tally,
  out: Tally,
  net: cents,
});

export const financeLogSummary = get(ABCBANK_API.summary, {
  summary: "A day's collections, reversals, fees and net: overall, by branch and by staff member",
  labels: { day: T('日期') },
  query: z.object({ day: day.optional() }),
  response: z.object({
    day: z.string(),
    today: z.string(),
    total: Takings,
    /** By the branch of the staff member who took it; '' for a staff number the store does not keep. */
    branches: z.array(Takings.extend({ branch: z.string() })),
    staff: z.array(Takings.extend({ staff_no: z.string(), name: z.string(), branch: z.string() })),
  }),
});

/** How far back and how many days the daily statements show at once. */
export const DAYS_MAX = 92;

/** Where a day stands: its statement not in yet, differences still open, or every one matched or resolved. */
export const DAY_STATES = ['waiting', 'open', 'reconciled'] as const;

export const financeLogDays = get(ABCBANK_API.days, {
  summary:
    "The daily statements: for each day of a range, the bank statement's count and sum against the store's own log, and its differences",
  labels: { from: T('开始日期'), to: T('结束日期') },
  query: z.object({ from: day.optional(), to: day.optional() }),
  response: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.object({
        day: z.string(),
        state: z.enum(DAY_STATES),
        /** What the bank's statement lists: its lines, and the sum of those that succeeded. */
        statement: Tally,
        /** What the store was notified of (its own ledger of the day): its logs, and the succeeded ones' sum. */
        store: Tally,
        /** The statement's sum less the store's. */
        gap: cents,
        amount_differs: z.number().int(),
        state_differs: z.number().int(),
        missing_in_store: z.number().int(),
        missing_in_bank: z.number().int(),
        /** Differences not resolved yet, and resolved with a note. */
        open: z.number().int(),
        resolved: z.number().int(),
        /**
         * How each resolved difference was resolved, oldest first: the log's serial number and its kind of
         * difference, the note, who resolved it (their name) and when: what explains a gap that stays.
         */
        resolutions: z.array(
          z.object({
            serial_no: z.string(),
            reconcile_state: z.string(),
            note: z.string(),
            by: z.string(),
            at: z.number().int(),
          }),
        ),
      }),
    ),
  }),
});

export const staffCode = get(ABCBANK_API.staffCode, {
  summary:
    "A staff member's collection code: the bank's pay address a payer scans, naming the store's merchant number and the member's staff number",
  query: z.object({ id: recordId }),
  response: z.object({
    id: z.number().int(),
    name: z.string(),
    staff_no: z.string(),
    branch: z.string(),
    status: z.number().int(),
    store_name: z.string(),
    merchant_no: z.string(),
    /** The address the code holds; '' while the store has no merchant number set up. */
    code: z.string(),
  }),
});

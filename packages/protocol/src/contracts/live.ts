import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';

/**
 * Live events (docs/live.md): what happened in the store, told to the signed-in users who may see it as it
 * happens. The kinds, who sees each and what it says are declared once in the catalogue (`LIVE_KINDS`).
 */

/** How far back the stream replays what a reconnecting browser missed. */
export const LIVE_REPLAY_SECONDS = 3600;
/** The most events a list page answers. */
export const LIVE_PAGE_MAX = 50;
/** Unread counts stop here (the bell shows 99+). */
export const LIVE_UNREAD_MAX = 100;

export const LiveEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The record it is about, which its link opens ('' for none). */
  record: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  created_at: z.number().int(),
});
export type LiveEvent = z.infer<typeof LiveEvent>;

export const LiveSettings = z.object({
  /** The kinds the user does not want. */
  muted: z.array(z.string().max(40)).max(40),
  /** A sound as an event arrives. */
  sound: z.boolean(),
});
export type LiveSettings = z.infer<typeof LiveSettings>;

const eventId = z.coerce.number<number | string>().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const liveList = get('/v1/live/LiveList', {
  summary:
    "The signed-in user's live events, newest first (before `before`, when given), with the unread count, how far they read and their settings",
  access: 'base',
  labels: { before: T('翻页位置') },
  query: z.object({
    before: eventId.optional(),
    limit: z.coerce.number<number | string>().int().min(1).max(LIVE_PAGE_MAX).default(20),
  }),
  response: z.object({
    rows: z.array(LiveEvent),
    /** Events the user may see after `read_id`, at most LIVE_UNREAD_MAX. */
    unread: z.number().int(),
    read_id: z.number().int(),
    /** The newest event of the store now: where a stream opened after this answer starts. */
    last_id: z.number().int(),
    /** The kinds the user may see (their settings choose among them). */
    kinds: z.array(z.string()),
    settings: LiveSettings,
  }),
});

export const liveRead = post('/v1/live/LiveRead', {
  summary: 'Marks the live events up to `id` read; answers the unread count left',
  access: 'base',
  // Reading one's notifications is no business of the operator log.
  write: false,
  body: z.object({ id: eventId }),
  response: z.object({ unread: z.number().int(), read_id: z.number().int() }),
});

export const liveSettingsSave = post('/v1/live/LiveSettingsSave', {
  summary: 'Saves which kinds of live events reach the signed-in user, and whether they sound',
  access: 'base',
  labels: { muted: T('接收这些消息'), sound: T('新消息时播放提示音') },
  body: LiveSettings,
  response: LiveSettings,
});

export const liveStream = get('/v1/live/LiveStream', {
  summary:
    'Server-Sent Events: each live event the user may see as its transaction commits (`event: live`, `id:` the event id). Sends what came after the `Last-Event-ID` header (or `last_id`) within the last hour first; a comment every 25 s keeps it open; it closes after a few minutes, and the browser opens it again with its last id',
  access: 'base',
  stream: true,
  labels: { last_id: T('上次收到的消息') },
  query: z.object({ last_id: eventId.optional() }),
  response: z.object({}),
});

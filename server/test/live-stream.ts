import type { Client, TestApp } from '@yanye/framework/testing';
import { API, computeSign, type LiveEvent } from '@yanye/protocol';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { expect } from 'vitest';

// The live stream as a browser reads it, over real HTTP, for the live tests.

const STREAM = API.live.liveStream.path;

export interface Stream {
  readonly status: number;
  readonly events: LiveEvent[];
  /** The next event not yet taken, waiting up to `ms` for it. */
  next(ms?: number): Promise<LiveEvent>;
  close(): void;
}

/** Opens the stream over real HTTP as `c`, as the browser does (signed headers, the last id it had). */
export async function openStream(
  t: TestApp,
  base: string,
  c: Client,
  o: { lastId?: string; header?: string } = {},
): Promise<Stream> {
  const query: Record<string, string> = o.lastId === undefined ? {} : { last_id: o.lastId };
  const timestamp = t.clock.now;
  const abort = new AbortController();
  const response = await fetch(`${base}${STREAM}?${new URLSearchParams(query)}`, {
    signal: abort.signal,
    headers: {
      device: 'web',
      timestamp: String(timestamp),
      accesstoken: c.token,
      supplieruid: c.suid,
      lang: 'zh',
      sign: computeSign(query, timestamp, t.config.SIGN_SALT),
      ...(o.header === undefined ? {} : { 'last-event-id': o.header }),
    },
  });
  const events: LiveEvent[] = [];
  let taken = 0;
  let arrived = () => {};
  if (response.headers.get('content-type')?.startsWith('text/event-stream') && response.body) {
    const reader = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          if (value.event === 'live') {
            expect(value.id).toBe(String((JSON.parse(value.data) as LiveEvent).id));
            events.push(JSON.parse(value.data) as LiveEvent);
            arrived();
          }
        }
      } catch {
        // Aborted.
      }
    })();
  }
  return {
    status: response.status,
    events,
    async next(ms = 5000) {
      const until = Date.now() + ms;
      while (events.length <= taken) {
        if (Date.now() > until) throw new Error(`no event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          arrived = resolve;
          setTimeout(resolve, 50);
        });
      }
      return events[taken++]!;
    },
    close: () => abort.abort(),
  };
}

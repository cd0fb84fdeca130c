import { ApiError, openStream } from '@yanye/framework/web';
import { API, type LiveEvent } from '@yanye/protocol';
import { EventSourceParserStream } from 'eventsource-parser/stream';

/** The pause before the stream is opened again after the server closed it (it does every few minutes). */
const AGAIN_MS = 250;
/** After a failure the pause doubles from this, up to MAX_PAUSE_MS, so a server down is not hammered. */
const FIRST_PAUSE_MS = 1000;
const MAX_PAUSE_MS = 30_000;

export interface LiveConnection {
  /** Closes the stream for good. */
  stop(): void;
}

/**
 * Keeps the live stream open (docs/live.md): signed as every call is, from the last event this page has, and opened
 * again whenever it ends (the server closes it every few minutes) or fails (after a growing pause). A signed-out
 * session (a LOGIN refusal) ends it.
 */
export function connectLive(o: {
  /** The last event this page has: the stream sends what came after it. */
  readonly lastId: () => number;
  readonly onEvent: (event: LiveEvent) => void;
  /** Whether the stream is open (false while it is being opened again after a failure). */
  readonly onOpen?: (open: boolean) => void;
}): LiveConnection {
  let stopped = false;
  let abort: AbortController | undefined;
  let pause = FIRST_PAUSE_MS;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  void (async () => {
    while (!stopped) {
      abort = new AbortController();
      let failed = false;
      try {
        const response = await openStream(
          API.live.liveStream,
          {},
          { signal: abort.signal, lastEventId: String(o.lastId()) },
        );
        o.onOpen?.(true);
        pause = FIRST_PAUSE_MS;
        const events = response.body
          ?.pipeThrough(new TextDecoderStream())
          .pipeThrough(new EventSourceParserStream())
          .getReader();
        for (;;) {
          const next = await events?.read();
          if (!next || next.done) break;
          if (next.value.event === 'live') o.onEvent(JSON.parse(next.value.data) as LiveEvent);
        }
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.code === 'LOGIN') return;
        failed = true;
        o.onOpen?.(false);
      }
      if (stopped) return;
      await wait(failed ? pause + Math.random() * 500 : AGAIN_MS);
      if (failed) pause = Math.min(pause * 2, MAX_PAUSE_MS);
    }
  })();
  return {
    stop() {
      stopped = true;
      abort?.abort();
    },
  };
}

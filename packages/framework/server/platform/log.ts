import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config';

/**
 * Where the server's log goes (docs/operations.md, "Logs"): one JSON object a line on stdout for a log collector,
 * or, in a terminal, one readable line an event (time, level, message, then the event's fields). `LOG_FORMAT`
 * chooses; `auto` reads a terminal as pretty. The pretty printer is loaded only when used.
 */
export async function logStream(config: Config): Promise<DestinationStream | undefined> {
  const pretty = config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && process.stdout.isTTY);
  if (!pretty) return undefined;
  const { default: prettyStream } = await import('pino-pretty');
  return prettyStream({
    colorize: process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    // A request's own fields are in its line's words; an event's others follow on the same line.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    // A request's two lines say what was asked and how it went, not the whole request.
    messageFormat: '{if req}{req.method} {req.url} {end}{if res}{res.statusCode} {end}{msg}',
    sync: true,
  });
}

/** The logger of the start, before the server's own: the same level and destination. */
export function startLogger(config: Config, stream: DestinationStream | undefined): Logger {
  return pino({ level: config.LOG_LEVEL }, stream ?? pino.destination({ sync: true }));
}

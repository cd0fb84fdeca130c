import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** How deep a JSON body may nest: a document's lines are three levels; nothing of ours needs more than a few. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` nests arrays and objects deeper than `max`, read without parsing it: a value 5,000 levels deep
 * would take the parser and the sign's `JSON.stringify` to the end of the stack. Brackets inside strings do not
 * count.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** JSON bodies as Fastify parses them (prototype poisoning refused), once their depth is known to be sane. */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('BAD_INPUT', 'tooDeep', { depth: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parse(request, text, done);
  });
}

/**
 * What `zod` is in the browser build (web/vite.config.ts aliases it here). The endpoint contracts of
 * packages/protocol declare their schemas with zod, once, for the server, which parses every request with them,
 * and for the types of the web's client. The browser never parses with them: it needs a contract's method, path
 * and flags, and the schemas' types, which TypeScript takes from the real zod. Shipping zod and every schema to
 * each browser would add 38 KB (gzip) to the sign-in page for nothing, so here every schema builder is one inert
 * value: any property, any call, answers itself. Parsing with one is a mistake, and says so.
 */

const refuse = (): never => {
  throw new Error(
    'The browser does not parse with the protocol schemas: the server does (packages/framework/web/lib/inertZod.ts).',
  );
};

const PARSERS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

// A function, so that calls (z.object(...), .min(1)) go through `apply`.
const inert: unknown = new Proxy(() => undefined, {
  get: (_target, key) => {
    if (typeof key === 'string' && PARSERS.has(key)) return refuse;
    // Not a promise, not a primitive: nothing awaits or prints it by mistake.
    if (key === 'then' || key === Symbol.toPrimitive) return undefined;
    return inert;
  },
  apply: () => inert,
});

export const z = inert;
export default inert;

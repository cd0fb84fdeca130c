import { type ESTree, type Plugin, parseSync, Visitor } from 'vite';

/**
 * The contracts as the browser needs them. A contract (`get('/v1/…', { summary, query, body, response, … })`) is
 * the server's too: its schemas validate there and its summary writes the OpenAPI document. The browser calls
 * with its method, path and flags alone, and runs zod as an inert stand-in (packages/framework/web/lib/inertZod.ts),
 * so the schemas it builds are never used, yet they were a third of the protocol chunk the sign-in page and every
 * console page load. This leaves a contract's `summary`, `query`, `body` and `response` out (`void 0`: the
 * builders then take their defaults) and writes each schema as the stand-in itself, which is what it evaluates to.
 */
export function inertContracts(): Plugin {
  return {
    name: 'inert-contracts',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: {
        id: /[\\/]packages[\\/]protocol[\\/]src[\\/].*\.ts$|[\\/]addons[\\/][^\\/]+[\\/]contract\.ts$/,
      },
      handler(code, id) {
        if (id.endsWith('.test.ts')) return null;
        const out = withoutSchemas(code, id);
        return out === undefined ? null : { code: out, map: null };
      },
    },
  };
}

/** What a contract's options hold for the server alone. */
const SERVER_ONLY = new Set(['summary', 'query', 'body', 'response']);
/** Where the contract builders and zod come from, in the protocol and in the add-ons. */
const BUILDERS = /(^|[\\/])contract$|^@yanye\/(protocol|addon-kit)$/;

/** `code` (TypeScript) with its contracts' schemas and summaries left out; undefined when nothing changes. */
export function withoutSchemas(code: string, file = 'contract.ts'): string | undefined {
  const { program } = parseSync(file, code, { lang: 'ts', sourceType: 'module' });
  // The local names of the builders (`get`, `post`) and of zod's `z` in this file.
  const builders = new Set<string>();
  const zod = new Set<string>();
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.importKind === 'type') continue;
    const from = node.source.value;
    for (const s of node.specifiers) {
      if (s.type !== 'ImportSpecifier' || s.imported.type !== 'Identifier') continue;
      if (from === 'zod' && s.imported.name === 'z') zod.add(s.local.name);
      if (BUILDERS.test(from) && (s.imported.name === 'get' || s.imported.name === 'post'))
        builders.add(s.local.name);
      if (BUILDERS.test(from) && s.imported.name === 'z') zod.add(s.local.name);
    }
  }
  if (builders.size === 0 && zod.size === 0) return undefined;

  // What the server alone needs, left out; and each outermost chain of zod's calls (`z.object({…}).nullable()`)
  // written as `z` alone: in the browser `z` is the inert stand-in, whose every call answers itself, so the two
  // are the same value, without the schema's text. A pure mark would not do: the protocol's sections are
  // exported as namespaces, which keep every schema they name.
  const dropped: { start: number; end: number }[] = [];
  const zodCalls: { start: number; end: number; root: string }[] = [];
  const rootOf = (node: ESTree.Expression): ESTree.Expression => {
    let at = node as { type: string; callee?: unknown; object?: unknown };
    for (;;) {
      if (at.type === 'CallExpression') at = at.callee as typeof at;
      else if (at.type === 'MemberExpression') at = at.object as typeof at;
      else return at as ESTree.Expression;
    }
  };
  new Visitor({
    CallExpression(call) {
      const callee = call.callee;
      if (callee.type === 'Identifier' && builders.has(callee.name)) {
        const options = call.arguments[1];
        if (options?.type !== 'ObjectExpression') return;
        for (const p of options.properties) {
          if (p.type !== 'Property' || p.computed || p.key.type !== 'Identifier') continue;
          if (SERVER_ONLY.has(p.key.name)) dropped.push({ start: p.value.start, end: p.value.end });
        }
        return;
      }
      const root = rootOf(call);
      if (root.type === 'Identifier' && zod.has(root.name))
        zodCalls.push({ start: call.start, end: call.end, root: root.name });
    },
  }).visit(program);

  const within = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a !== b && a.start >= b.start && a.end <= b.end;
  const outermost = zodCalls.filter(
    (c) => !zodCalls.some((o) => within(c, o)) && !dropped.some((d) => within(c, d)),
  );
  const edits = [
    ...dropped.map((d) => ({ at: d.start, end: d.end, text: 'void 0' })),
    ...outermost.map((c) => ({ at: c.start, end: c.end, text: c.root })),
  ];
  if (edits.length === 0) return undefined;
  // From the end of the file back, so each edit's offsets still hold.
  edits.sort((a, b) => b.at - a.at);
  let out = code;
  for (const e of edits) out = out.slice(0, e.at) + e.text + out.slice(e.end);
  return out;
}

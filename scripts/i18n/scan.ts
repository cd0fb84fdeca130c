// What one source file writes into the catalogues: its `T('起拍价')` and `T('商品', 'item')` calls. Shared by the
// catalogues' check (written.ts) and the web build, which sends each chunk's texts beside it (web/vite/texts.ts).
import ts from 'typescript';

export interface Found {
  /** The catalogue key: the Chinese, and `_<context>` where it has one. */
  readonly key: string;
  readonly zh: string;
  /** 1-based. */
  readonly line: number;
}

/** The texts `text` (the source of `file`) writes, and the lines of T() calls that write no literal text. */
export function textsIn(file: string, text: string): { found: Found[]; unreadable: number[] } {
  const found: Found[] = [];
  const unreadable: number[] = [];
  if (!text.includes('T(')) return { found, unreadable };
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'T') {
      const args = node.arguments;
      if (args.length === 1 || args.length === 2) {
        const [zh, context] = args.map((a) =>
          ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a) ? a.text : undefined,
        );
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        if (zh === undefined || (args.length === 2 && context === undefined)) unreadable.push(line);
        else found.push({ key: context ? `${zh}_${context}` : zh, zh, line });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { found, unreadable };
}

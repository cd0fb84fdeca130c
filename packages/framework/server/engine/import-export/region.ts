import { REGION_TREE, type RegionNode } from '../../platform/regions';

/** What may stand between a region's parts as a person types them: spaces, slashes, commas, arrows. */
const SEPARATORS = /[\s/,，、>＞|-]+/g;

let byName: Map<string, string> | undefined;

function index(nodes: readonly RegionNode[], prefix: string, into: Map<string, string>): void {
  for (const n of nodes) {
    const name = prefix + n.label;
    into.set(name, n.value);
    if (n.children) index(n.children, name, into);
  }
}

/**
 * The division code a cell of an import means: the code itself (`410105`), or the full name as a list and its
 * export write it (`河南省 郑州市 金水区`, any separators or none). Anything else comes back as it was, for the
 * field's check to refuse.
 */
export function regionCodeOf(cell: string): string {
  const text = cell.trim();
  if (/^\d{6}$/.test(text)) return text;
  byName ??= new Map();
  if (byName.size === 0) index(REGION_TREE, '', byName);
  return byName.get(text.replace(SEPARATORS, '')) ?? text;
}

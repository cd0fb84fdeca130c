import type { RegionNode } from '@yanye/protocol';

/**
 * The codes from the province down to `code` in the division tree, as a cascader holds a value; empty for no
 * code, or one the tree does not know (the cascader then shows nothing picked rather than a wrong place).
 */
export function regionPathIn(tree: readonly RegionNode[], code: unknown): string[] {
  if (typeof code !== 'string' || code === '') return [];
  for (const node of tree) {
    if (node.value === code) return [code];
    // A district's code starts with its province's first two digits: only that branch can hold it.
    if (node.children && code.slice(0, 2) === node.value.slice(0, 2)) {
      const below = regionPathIn(node.children, code);
      if (below.length > 0) return [node.value, ...below];
    }
  }
  return [];
}

/** What a cascader's picked path stores: the last code, or '' when cleared. */
export const regionOfPath = (path: readonly (string | number | null)[] | undefined): string =>
  String(path?.[path.length - 1] ?? '');

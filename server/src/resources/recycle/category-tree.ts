/**
 * The recycling categories as a tree, pure: built from a store's rows, it answers paths, leaves, loops and whether
 * a category is in use. Only a leaf is quoted (an item is a fridge, not "appliances"); a category with children
 * is a group, whose base price is not used, and whose questions are asked of every item below it.
 */

export interface CategoryRow {
  readonly id: number;
  readonly parentId: number;
  readonly name: string;
  readonly status: number;
  readonly basePrice: number;
  readonly unit: string;
}

/** How a path is written: `旧家电 / 冰箱`. */
export const PATH_SEPARATOR = ' / ';

export class CategoryTree {
  private readonly byId: ReadonlyMap<number, CategoryRow>;
  private readonly childrenOf = new Map<number, CategoryRow[]>();

  /** `rows` in the order they are shown (larger sort first). */
  constructor(rows: readonly CategoryRow[]) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      const parent = this.byId.has(r.parentId) ? r.parentId : 0;
      this.childrenOf.set(parent, [...(this.childrenOf.get(parent) ?? []), r]);
    }
  }

  get(id: number): CategoryRow | undefined {
    return this.byId.get(id);
  }

  isLeaf(id: number): boolean {
    return this.byId.has(id) && !this.childrenOf.has(id);
  }

  /** From the top down to `id` (empty for an unknown one); a broken chain stops where it breaks. */
  path(id: number): CategoryRow[] {
    const out: CategoryRow[] = [];
    const seen = new Set<number>();
    for (let at = this.byId.get(id); at && !seen.has(at.id); at = this.byId.get(at.parentId)) {
      seen.add(at.id);
      out.unshift(at);
    }
    return out;
  }

  /** `旧家电 / 冰箱`. */
  label(id: number): string {
    return this.path(id)
      .map((c) => c.name)
      .join(PATH_SEPARATOR);
  }

  /** Whether it is offered: it and every category above it enabled. */
  enabled(id: number): boolean {
    const path = this.path(id);
    return path.length > 0 && path.every((c) => c.status === 1);
  }

  /** Whether hanging `id` under `parent` would make a loop: the parent is the category itself or one below it. */
  wouldLoop(id: number, parent: number): boolean {
    return this.path(parent).some((c) => c.id === id);
  }

  /** Every category in tree order (a parent, then its children), for a pick list. */
  ordered(): CategoryRow[] {
    const out: CategoryRow[] = [];
    const walk = (parent: number) => {
      for (const c of this.childrenOf.get(parent) ?? []) {
        out.push(c);
        walk(c.id);
      }
    };
    walk(0);
    return out;
  }
}

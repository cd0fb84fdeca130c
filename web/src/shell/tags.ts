/** A visited page in the tags bar. */
export interface Tag {
  /** Path and query: the same page with another query is another tag. */
  readonly key: string;
  readonly name: string;
  readonly affix: boolean;
}

/** What the tags bar offers on a tag. */
export type TagAction = 'refresh' | 'close' | 'left' | 'right' | 'others' | 'all';

/** Opening a page adds its tag after the others, once. */
export function openTag(tags: readonly Tag[], tag: Tag): Tag[] {
  return tags.some((t) => t.key === tag.key) ? [...tags] : [...tags, tag];
}

/** Tags left by a close action; pinned (affix) tags always stay. */
export function closeTags(tags: readonly Tag[], action: Exclude<TagAction, 'refresh'>, key: string): Tag[] {
  const at = tags.findIndex((t) => t.key === key);
  return tags.filter((t, i) => {
    if (t.affix) return true;
    switch (action) {
      case 'close':
        return t.key !== key;
      case 'left':
        return at < 0 || i >= at;
      case 'right':
        return at < 0 || i <= at;
      case 'others':
        return t.key === key;
      default:
        return false;
    }
  });
}

/** Where to go when the current tag closes: the one to its right, else the last one left, else home. */
export function nextAfterClose(
  before: readonly Tag[],
  after: readonly Tag[],
  closed: string,
  home = '/dashboard',
): string {
  if (after.some((t) => t.key === closed)) return closed;
  const at = before.findIndex((t) => t.key === closed);
  const right = before.slice(at + 1).find((t) => after.some((a) => a.key === t.key));
  return right?.key ?? after[after.length - 1]?.key ?? home;
}

/**
 * Views kept alive, most recent last: the current one is moved to the end, and beyond `max` the least recently
 * used view that is not pinned is dropped (its tag stays; opening it again builds it afresh).
 */
export function touchCache(
  cache: readonly string[],
  key: string,
  max: number,
  pinned: ReadonlySet<string> = new Set(),
): string[] {
  const next = [...cache.filter((k) => k !== key), key];
  while (next.length > max) {
    const oldest = next.findIndex((k) => k !== key && !pinned.has(k));
    if (oldest < 0) break;
    next.splice(oldest, 1);
  }
  return next;
}

import type { AddonManifest } from './define-addon';

/**
 * The add-ons installed in this console, as the application gives them (docs/add-ons.md, "Installing"): the
 * catalogue names none of them, and builds its pages, its add-ons and its live kinds from what it is given the
 * first time it is read. The application installs them before anything reads the catalogue (its entry's first
 * import, or a test run's setup file); a read before that, or another list after it, is a mistake of the
 * composition and fails at once with what to do.
 */
let installed: readonly AddonManifest[] | undefined;
let read = false;

const keysOf = (list: readonly AddonManifest[]) => list.map((m) => m.key).join(',');

/** Installs the add-ons, in the plugin menu's order. Installing the same list again changes nothing. */
export function installAddons(manifests: readonly AddonManifest[]): void {
  if (installed !== undefined && keysOf(installed) === keysOf(manifests)) return;
  if (read)
    throw new Error(
      `the catalogue was read before these add-ons were installed (${keysOf(manifests)}): install them first`,
    );
  installed = manifests;
}

/** The installed add-ons' declarations, in menu order. */
export function installedAddons(): readonly AddonManifest[] {
  if (installed === undefined)
    throw new Error(
      'the catalogue was read before the add-ons were installed: the application installs them first (installAddons, from its list of installed add-ons)',
    );
  read = true;
  return installed;
}

/** A value worked out once, on first use: the catalogue's parts that depend on the installed add-ons. */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

/** A list worked out on first use that reads as the list itself (length, index, iteration, the array methods). */
export function lazyList<T>(get: () => readonly T[]): readonly T[] {
  return new Proxy([] as T[], {
    get: (_, key) => Reflect.get(get(), key),
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(get(), key);
      return d && key !== 'length' ? { ...d, configurable: true } : d;
    },
  });
}

/** A set worked out on first use. */
export function lazySet<T>(get: () => ReadonlySet<T>): ReadonlySet<T> {
  return new Proxy(new Set<T>(), {
    get: (_, key) => {
      const set = get();
      const value = Reflect.get(set, key, set);
      return typeof value === 'function' ? value.bind(set) : value;
    },
  });
}

/** A record worked out on first use. */
export function lazyRecord<V>(get: () => Readonly<Record<string, V>>): Readonly<Record<string, V>> {
  return new Proxy({} as Record<string, V>, {
    get: (_, key) => Reflect.get(get(), key),
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(get(), key);
      return d && { ...d, configurable: true };
    },
  });
}

import { type CatalogPage, PAGES } from '@yanye/catalog';
import { loadedScreen, Unavailable } from '@yanye/framework/web';
import { INSTALLED_ADDONS } from '@yanye/installed';
import { type ComponentType, lazy, type ReactNode } from 'react';

/** What an add-on's web side (addons/<key>/web/index.ts) exports. */
export interface AddonWeb {
  /** Its bespoke screens by the catalogue's `custom:<key>` (the screens themselves are chunks of their own). */
  readonly SCREENS: Readonly<Record<string, (title: string) => ReactNode>>;
  /** Its icon on the plugin screens; without one, its declaration's icon name is drawn from the console's set. */
  readonly ICON?: ReactNode;
}

/**
 * Every add-on's web side in the workspace, by its folder, each a chunk of its own fetched when one of its screens
 * (or a plugin screen drawing its icon) is first opened: the first page of the console pays for none of them.
 */
const FOLDERS = import.meta.glob<AddonWeb>('../../addons/*/web/index.ts');

/**
 * The installed add-ons' web sides by key (the one list, installed/index.ts), as loaders: the browser's
 * composition root, and the only module of the web app that loads an add-on.
 */
const SIDES: ReadonlyMap<string, () => Promise<AddonWeb>> = new Map(
  INSTALLED_ADDONS.map(({ key }) => {
    const side = FOLDERS[`../../addons/${key}/web/index.ts`];
    if (!side)
      throw new Error(`The add-on ${key} is installed but has no web side (addons/${key}/web/index.ts)`);
    return [key, side];
  }),
);

/** An installed add-on's web side, loaded (once: the module loader keeps it). */
export function loadAddonWeb(key: string): Promise<AddonWeb> {
  const load = SIDES.get(key);
  if (!load) throw new Error(`The add-on ${key} is not installed`);
  return load();
}

/** One lazy component per add-on and use, made when first asked for, so React keeps what it loaded. */
function lazyOf<P>(
  cache: Map<string, ComponentType<P>>,
  key: string,
  draw: (side: AddonWeb) => ComponentType<P>,
) {
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadAddonWeb(key).then((side) => ({ default: draw(side) })));
    cache.set(key, component);
  }
  return component;
}

/** A loaded web side's screen by its key, or "not built" when the side does not export it. */
const screenOfSide =
  (side: AddonWeb) =>
  ({ screen, title }: { readonly screen: string; readonly title: string }) => {
    const draw = Object.hasOwn(side.SCREENS, screen) ? side.SCREENS[screen] : undefined;
    return <>{draw ? draw(title) : <Unavailable reason="notBuilt" />}</>;
  };

const screens = new Map<string, ComponentType<{ readonly screen: string; readonly title: string }>>();

/** A bespoke view's screen key (`custom:<key>`), and the screen's name: the key before its `:<stem>`, if any. */
const screenKey = (view: string) => (view.startsWith('custom:') ? view.slice('custom:'.length) : undefined);
const screenName = (key: string) => key.split(':')[0] ?? key;

let owners: ReadonlyMap<string, string> | undefined;

/**
 * Which installed add-on draws a bespoke screen, by its name: the one whose own pages name it. A page of the
 * console's that names one (the offline-pay industry's bank pages, drawn by the bank add-on's screens) is drawn by
 * that add-on too. Read from the catalogue when first asked, once the add-ons are installed.
 */
function screenOwners(): ReadonlyMap<string, string> {
  owners ??= new Map(
    PAGES.flatMap((p) => {
      const key = screenKey(p.view);
      return key && p.pluginKey && SIDES.has(p.pluginKey) ? [[screenName(key), p.pluginKey] as const] : [];
    }).reverse(),
  );
  return owners;
}

/** The installed add-on whose web side draws a page's bespoke screen; undefined when none does. */
export function addonDrawing(page: CatalogPage): string | undefined {
  const key = screenKey(page.view);
  if (key === undefined) return undefined;
  if (page.pluginKey !== undefined) return SIDES.has(page.pluginKey) ? page.pluginKey : undefined;
  return screenOwners().get(screenName(key));
}

/**
 * The bespoke screen an installed add-on draws for a page (`custom:<key>` on a page of its own, or on a console
 * page naming one of its screens), drawn once its web side has loaded (the shell's frame shows its placeholder
 * meanwhile); undefined for any other page. A key the add-on's web side does not export says the screen is not
 * built (web/src/installed-addons.test.ts holds every page to the web sides).
 */
export function addonScreen(page: CatalogPage): ((title: string) => ReactNode) | undefined {
  const addon = addonDrawing(page);
  const screen = screenKey(page.view);
  if (addon === undefined || screen === undefined) return undefined;
  let Screen = screens.get(addon);
  if (!Screen) {
    // Without suspending (packages/framework/web/lib/loaded.tsx): a side loaded once draws at once.
    Screen = loadedScreen(() => loadAddonWeb(addon).then(screenOfSide));
    screens.set(addon, Screen);
  }
  return (title) => <Screen screen={screen} title={title} />;
}

const icons = new Map<string, ComponentType<{ readonly fallback: ReactNode }>>();

/** An add-on's own icon, drawn once its web side has loaded; `fallback` when it has none (or is not installed). */
export function AddonWebIcon({
  addonKey,
  fallback,
}: {
  readonly addonKey: string;
  readonly fallback: ReactNode;
}) {
  if (!SIDES.has(addonKey)) return <>{fallback}</>;
  const Icon = lazyOf(icons, addonKey, (side) => ({ fallback }) => <>{side.ICON ?? fallback}</>);
  return <Icon fallback={fallback} />;
}

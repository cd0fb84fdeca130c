import { INSTALLED_ADDONS } from '@yanye/installed';
import type { ReactNode } from 'react';

/** What an add-on's web side (addons/<key>/web/index.ts) exports. */
interface AddonWeb {
  /** Its bespoke screens by the catalogue's `custom:<key>` (the screens themselves are lazy chunks). */
  readonly SCREENS: Readonly<Record<string, (title: string) => ReactNode>>;
  /** Its icon on the plugin screens; without one, its declaration's icon name is drawn from the console's set. */
  readonly ICON?: ReactNode;
}

/** Every add-on's web side in the workspace, by its folder; the installed ones are taken from it by key. */
const FOLDERS = import.meta.glob<AddonWeb>('../../addons/*/web/index.ts', { eager: true });

/**
 * The installed add-ons' web sides by key (the one list, installed/index.ts): the browser's composition root, and
 * the only module of the web app that loads an add-on.
 */
const SIDES: Readonly<Record<string, AddonWeb>> = Object.fromEntries(
  INSTALLED_ADDONS.map(({ key }) => {
    const side = FOLDERS[`../../addons/${key}/web/index.ts`];
    if (!side)
      throw new Error(`The add-on ${key} is installed but has no web side (addons/${key}/web/index.ts)`);
    return [key, side];
  }),
);

/** The add-ons' bespoke screens; the shell merges them with its own (shell/screens.tsx). */
export const ADDON_SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = Object.assign(
  {},
  ...Object.values(SIDES).map((side) => side.SCREENS),
);

/** The add-ons' own icons by key, as the plugin screens draw them (screens/plugin/AddonIcon.tsx). */
export const ADDON_ICONS: Readonly<Record<string, ReactNode>> = Object.fromEntries(
  Object.entries(SIDES).flatMap(([key, side]) => (side.ICON === undefined ? [] : [[key, side.ICON]])),
);

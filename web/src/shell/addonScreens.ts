import type { ReactNode } from 'react';

/** What an add-on's web side exports (`addons/<key>/web/index.ts`): its bespoke screens by `custom:<key>`. */
export interface AddonWeb {
  readonly SCREENS: Readonly<Record<string, (title: string) => ReactNode>>;
}

// Every add-on's web side, found by its folder: an add-on adds no line here (docs/add-ons.md). Each index only
// names its screens; the screens themselves are lazy chunks.
const modules = import.meta.glob<AddonWeb>('../../../addons/*/web/index.ts', { eager: true });

/** The add-ons' bespoke screens, merged into the shell's (screens.tsx). */
export const ADDON_SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = Object.assign(
  {},
  ...Object.values(modules).map((m) => m.SCREENS),
);

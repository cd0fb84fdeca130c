import { ADDON_ICONS } from '../../installed-addons';
import { iconOf } from '../../shell/icons';

/**
 * An add-on's icon on the plugin screens: the one its web side draws (`ICON` of addons/<key>/web/index.ts), else
 * its declaration's icon name (addons/<key>/addon.ts) from the console's icon set.
 */
export function AddonIcon({ addonKey, name }: { readonly addonKey: string; readonly name: string }) {
  return <>{ADDON_ICONS[addonKey] ?? iconOf(name)}</>;
}

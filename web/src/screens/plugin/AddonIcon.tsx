import { Suspense } from 'react';
import { AddonWebIcon } from '../../installed-addons';
import { iconOf } from '../../shell/icons';

/**
 * An add-on's icon on the plugin screens: the one its web side draws (`ICON` of addons/<key>/web/index.ts), else
 * its declaration's icon name (addons/<key>/addon.ts) from the console's icon set. While its web side loads, the
 * icon's place is kept (1em square) so the card does not shift.
 */
export function AddonIcon({ addonKey, name }: { readonly addonKey: string; readonly name: string }) {
  return (
    <Suspense fallback={<span className="anticon" style={{ width: '1em', height: '1em' }} />}>
      <AddonWebIcon addonKey={addonKey} fallback={iconOf(name)} />
    </Suspense>
  );
}

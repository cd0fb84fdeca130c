import { addonByKey } from '@yanye/catalog';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePermissions } from '../api/permissions';
import { t } from '../i18n/texts';

/**
 * A link from a warning to the page that fixes it (`/plugin/manage` for a plugin to install, an add-on's settings
 * for a setting it lacks), shown only when the user may open that page: a warning whose remedy the user cannot
 * reach says so in its own words and offers nothing.
 */
export function FixLink({ to, children }: { readonly to: string; readonly children?: ReactNode }) {
  const permissions = usePermissions();
  if (!permissions?.paths.has(to.split('?')[0] ?? to)) return null;
  return (
    <Link to={to} className="fix-link" style={{ marginInlineStart: 8 }}>
      {children ?? t('openSettings')}
    </Link>
  );
}

/** `FixLink` to where add-on `addon`'s settings are filled in (its own settings page, or the shared one). */
export function AddonSettingsLink({
  addon,
  children,
}: {
  readonly addon: string;
  readonly children?: ReactNode;
}) {
  const to = addonByKey(addon)?.settingsPath;
  return to ? <FixLink to={to}>{children}</FixLink> : null;
}

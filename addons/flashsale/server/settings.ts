import { addonSettings, type StoreDb } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { flashsale } from '../addon';

/** The flash sale's settings (addon.ts `settings`) as its code uses them. */
export interface FlashsaleSettings {
  readonly defaultLimit: number;
  readonly showUpcoming: boolean;
  readonly upcomingHours: number;
  readonly rules: string;
}

/** The default of a setting, as the manifest declares it: said once, there. */
function declared(name: string): unknown {
  return flashsale.settings.find((s) => s.name === name)?.default;
}

/**
 * The store's settings, each the manifest's default until the store saves one. Read here rather than by
 * `readAddonSettings` because the lines of a session are prepared where only the store's handle is at hand; the
 * add-on has no secrets to open.
 */
export async function flashsaleSettings(db: StoreDb): Promise<FlashsaleSettings> {
  const [row] = await db
    .select({ values: addonSettings.values })
    .from(addonSettings)
    .where(eq(addonSettings.key, flashsale.key));
  const saved = (row?.values ?? {}) as Record<string, unknown>;
  const value = (name: string) => saved[name] ?? declared(name);
  return {
    defaultLimit: Number(value('default_limit') ?? 1),
    showUpcoming: value('show_upcoming') === true,
    upcomingHours: Number(value('upcoming_hours') ?? 24),
    rules: String(value('rules') ?? ''),
  };
}

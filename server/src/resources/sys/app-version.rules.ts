import { type AppPlatform, isAppStoreLink, isPackageLink } from '@yanye/protocol';

/** The rules of an app release that need no database: its version name, its link, what an edit changes. */

/** A version name: two to four dot-separated numbers (2.3, 2.3.1, 2.3.1.4). */
export const VERSION_NAME = /^\d{1,4}(\.\d{1,4}){1,3}$/;

export function isVersionName(v: string): boolean {
  return VERSION_NAME.test(v);
}

/**
 * Compares two version names part by part as numbers (2.10.0 is after 2.9.3; 2.3 equals 2.3.0): negative when
 * `a` comes first, 0 when equal, positive when `a` comes after.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** What is wrong with a release's link for its platform, or undefined when it will do. */
export function packageProblem(platform: AppPlatform, url: string): 'iosLink' | 'packageLink' | undefined {
  if (platform === 'ios') return isAppStoreLink(url) ? undefined : 'iosLink';
  return isPackageLink(url) ? undefined : 'packageLink';
}

/**
 * Whether every value sent equals what the record holds: an edit that changes nothing (docs/business-rules.md,
 * 'Unchanged saves').
 */
export function changesNothing(
  sent: Readonly<Record<string, unknown>>,
  held: Readonly<Record<string, unknown>>,
) {
  return Object.entries(sent).every(([key, value]) => Object.is(value, held[key]));
}

import { describe, expect, it } from 'vitest';
import { adminApisFor, PAGES, pagesFor } from './catalog';

const paths = (pages: readonly { path: string }[]) => pages.map((p) => p.path);
const under = (prefix: string) => (p: { path: string }) =>
  p.path === prefix || p.path.startsWith(`${prefix}/`);

describe('the platform audience', () => {
  const platform = pagesFor({ industry: 'salt', isUnion: false, plugins: 'all', isPlatform: true });

  /** What the platform has besides its review centre: its profile, and the agreements (the store entry one). */
  const alsoPlatform = (p: { path: string }) =>
    under('/profile')(p) || p.path === '/content' || under('/content/agreement')(p);

  it('gives a platform account the review centre, its profile and the agreements, and nothing else of a store', () => {
    expect(paths(platform)).toContain('/platform/applications');
    expect(paths(platform)).toContain('/platform/certs');
    expect(paths(platform)).toContain('/profile/pwd/edit');
    expect(paths(platform)).toContain('/content/agreement/manage');
    for (const p of platform) expect(under('/platform')(p) || alsoPlatform(p), p.path).toBe(true);
    // A store's certification is no page of the platform's.
    expect(paths(platform)).not.toContain('/content/certification');
    expect(paths(platform)).not.toContain('/dashboard');
  });

  it('gives the platform its pages whatever its store’s industry', () => {
    for (const industry of ['salt', 'grain', 'offlinepay'] as const) {
      const pages = pagesFor({ industry, isUnion: false, plugins: 'all', isPlatform: true });
      expect(paths(pages), industry).toContain('/platform/applications');
    }
  });

  it('never shows a store the review centre, nor lets it call the review calls', () => {
    for (const industry of ['salt', 'grain', 'offlinepay'] as const) {
      for (const isPlatform of [false, undefined]) {
        const who = { industry, isUnion: false, plugins: 'all' as const, isPlatform };
        expect(pagesFor(who).filter(under('/platform')), industry).toEqual([]);
        expect(
          [...adminApisFor(who)].filter((api) => api.startsWith('/v1/pingtai/')),
          industry,
        ).toEqual([]);
      }
    }
    expect(paths(pagesFor({ industry: 'salt', isUnion: false, plugins: 'all' }))).toContain(
      '/content/certification',
    );
  });

  it('holds both kinds of pages for a caller that cannot tell (`any`), within the industry', () => {
    const any = paths(pagesFor({ industry: 'salt', isUnion: false, plugins: 'all', isPlatform: 'any' }));
    expect(any).toContain('/platform/applications');
    expect(any).toContain('/dashboard');
    const offline = paths(
      pagesFor({ industry: 'offlinepay', isUnion: false, plugins: 'all', isPlatform: 'any' }),
    );
    expect(offline.filter((p) => p.startsWith('/platform'))).toEqual([]);
  });

  it('marks the review pages for the platform only, and the profile and agreements for both', () => {
    for (const p of PAGES.filter(under('/platform'))) expect(p.platform, p.path).toBe(true);
    for (const p of PAGES.filter(alsoPlatform)) expect(p.platform, p.path).toBe('also');
    for (const p of PAGES.filter((p) => !under('/platform')(p) && !alsoPlatform(p)))
      expect(p.platform, p.path).toBe(false);
  });
});

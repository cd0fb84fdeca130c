import type { AddonManifest } from '@yanye/catalog';
import { describe, expect, it } from 'vitest';
import { provideSection, type RetailService, section } from './sections';

const manifest = (depends?: AddonManifest['depends']) => ({ key: 'example', depends }) as AddonManifest;

describe('a section service', () => {
  const retail: RetailService = { ship: async () => {}, carriers: async () => [], builtInCarriers: [] };
  provideSection('retail', retail);

  it('is given to an add-on that names the section among its depends', () => {
    expect(section(manifest(['retail']), 'retail')).toBe(retail);
  });

  it('is refused to an add-on that does not, naming the add-on and the section', () => {
    expect(() => section(manifest(), 'retail')).toThrow(/example.*'retail'/);
    expect(() => section(manifest(['jxc']), 'retail')).toThrow(/depends/);
  });
});

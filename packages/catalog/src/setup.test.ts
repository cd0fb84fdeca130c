import { SETUP_STEP_KEYS as KEYS } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { pageByName } from './catalog';
import { SETUP_STEPS } from './setup';

describe('the first-day checklist', () => {
  it('declares each step the server answers once, in its order', () => {
    expect(SETUP_STEPS.map((s) => s.key)).toEqual([...KEYS]);
  });

  it('links each step to pages of the catalogue', () => {
    for (const step of SETUP_STEPS) {
      expect(step.pages.length).toBeGreaterThan(0);
      for (const name of step.pages) expect(pageByName(name), `${step.key}: ${name}`).toBeDefined();
    }
  });
});

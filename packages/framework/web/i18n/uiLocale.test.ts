import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test its own copy of the module: the locale is fetched once per page.
beforeEach(() => vi.resetModules());

describe('the language of the date pickers and Ant Design', () => {
  it('fetches the console language’s calendar and texts once, and tells the console', async () => {
    const { loadUiLocale, subscribeUiLocale, uiLocale } = await import('./uiLocale');
    const { default: dayjs } = await import('dayjs');
    let told = 0;
    subscribeUiLocale(() => told++);
    expect(uiLocale()).toBeUndefined();
    await loadUiLocale('zh');
    expect(uiLocale()?.locale).toBe('zh-cn');
    // 25 November 2026 is a Wednesday: the month and the weekday as a Chinese calendar writes them.
    expect(dayjs('2026-11-25').format('MMM dd')).toBe('11月 三');
    await loadUiLocale('zh');
    expect(told).toBe(1);
  });

  it('draws a Japanese calendar in Japanese', async () => {
    const { loadUiLocale, uiLocale } = await import('./uiLocale');
    const { default: dayjs } = await import('dayjs');
    await loadUiLocale('ja');
    expect(uiLocale()?.locale).toBe('ja');
    expect(dayjs('2026-11-25').format('MMM dd')).toBe('11月 水');
  });

  it('fetches nothing for English, both libraries’ own language', async () => {
    const { loadUiLocale, uiLocale } = await import('./uiLocale');
    const { default: dayjs } = await import('dayjs');
    await loadUiLocale('en');
    expect(uiLocale()).toBeUndefined();
    expect(dayjs('2026-11-25').format('MMM dd')).toBe('Nov We');
  });
});

import { parse } from '@formatjs/icu-messageformat-parser';
import { lookup, T, textOf } from '@yanye/i18n';
import { afterEach, expect, it, vi } from 'vitest';
import { loadChunkTexts } from './chunkTexts';
import { setLang } from './lang';

afterEach(() => vi.unstubAllGlobals());

/** The console's language for what follows (saved as the language menu saves it). */
function speak(lang: 'es' | 'zh' | 'ja'): void {
  vi.stubGlobal('localStorage', { getItem: () => lang, setItem: () => undefined });
  setLang(lang);
}

const ROWS = '{n, plural, one {# line} other {# lines}}';

it('registers a chunk’s translations under the module’s keys, in their order, with ICU messages compiled', async () => {
  speak('es');
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(
      JSON.stringify({ other: ['—'], abc123: ['Exportación lista', ROWS], '~': { [ROWS]: parse(ROWS) } }),
    );
  });
  await loadChunkTexts('http://x/assets/Shell-a1b2c3.js', 'abc123', ['已完成_exportDone', '{n} 行']);
  await loadChunkTexts('http://x/assets/Shell-a1b2c3.js', 'abc123', ['已完成_exportDone', '{n} 行']);
  expect(asked).toEqual(['http://x/assets/Shell-a1b2c3.es.json']);
  expect(lookup('es', '已完成', 'exportDone')).toBe('Exportación lista');
  expect(textOf(T('{n} 行'), 'es', { n: 1 })).toBe('1 line');
  expect(textOf(T('{n} 行'), 'es', { n: 1234 })).toBe('1234 lines');
});

it('fetches nothing in Chinese, and leaves texts in Chinese when their file cannot be had', async () => {
  const fetched = vi.fn(async () => new Response('', { status: 404 }));
  vi.stubGlobal('fetch', fetched);
  speak('zh');
  expect(loadChunkTexts('http://x/assets/A.js', 'm', ['操作成功'])).toBeUndefined();
  expect(fetched).not.toHaveBeenCalled();
  speak('ja');
  await loadChunkTexts('http://x/assets/Missing.js', 'm', ['未知的文字']);
  expect(lookup('ja', '未知的文字')).toBe('未知的文字');
});

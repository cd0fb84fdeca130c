import { apiAction } from '@yanye/catalog';
import { type AuditNote, calledSentence, sentenceProblem } from '@yanye/framework/server';
import { LANGS, T } from '@yanye/i18n';
import { sentenceOf } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../src/routes';

describe('what the operator log says of each write', () => {
  it('every signed-in write says its own sentence, or is a call the catalogue names in every language', () => {
    const writes = API_ROUTES.filter((r) => r.access === 'user' && r.contract.write);
    expect(writes.length).toBeGreaterThan(100);
    const unsaid = writes.filter((r) => !r.says && !apiAction(r.contract.path)).map((r) => r.contract.path);
    expect(unsaid).toEqual([]);
  });

  it('takes no note in Chinese only: a note says a sentence of every language', () => {
    const said = T(
      '删除了快捷菜单「{title}」',
      'Removed “{title}”',
      'Quitó «{title}»',
      '「{title}」を削除しました',
    );
    const note: AuditNote = {
      target: '/news',
      said: { text: said, params: { title: T('新闻', 'News', 'Noticias', 'ニュース') } },
    };
    expect(LANGS.map((lang) => sentenceOf(note.said, lang))).toEqual([
      '删除了快捷菜单「新闻」',
      'Removed “News”',
      'Quitó «Noticias»',
      '「ニュース」を削除しました',
    ]);
    // Checked by the type checker (`npm run typecheck` covers the tests): a route's note cannot be a Chinese
    // summary, nor say nothing.
    // @ts-expect-error a summary alone is no note
    const summaryOnly: AuditNote = { summary: '删除快捷菜单：/news' };
    // @ts-expect-error a note must say what was done
    const targetOnly: AuditNote = { target: '/news' };
    expect([summaryOnly, targetOnly]).toHaveLength(2);
  });

  it('finds a sentence that is not whole in some language: a placeholder missing there, or given no value', () => {
    const whole = T('删除了「{name}」', 'Deleted “{name}”', 'Eliminó «{name}»', '「{name}」を削除しました');
    expect(sentenceProblem({ text: whole, params: { name: '张三' } })).toBeUndefined();
    expect(sentenceProblem({ text: whole })).toContain('is given no {name}');
    const drifted = T(
      '删除了「{name}」',
      'Deleted “{title}”',
      'Eliminó «{name}»',
      '「{name}」を削除しました',
    );
    expect(sentenceProblem({ text: drifted, params: { name: '张三', title: '张三' } })).toContain('{title}');
  });

  it('names a write whose route says nothing by what the catalogue calls it, with its id', () => {
    const path = '/v1/seller/content/NotificationSave';
    const action = apiAction(path)!.action;
    expect(sentenceOf(calledSentence(path, '7'), 'en')).toBe(`${action.en} (#7)`);
    expect(sentenceOf(calledSentence(path, ''), 'zh')).toBe(action.zh);
    expect(sentenceOf(calledSentence('/v1/nowhere', '3'), 'ja')).toBe('/v1/nowhere（#3）');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answersOf, doneText, namesOf, questionOf } from './ask';

const lang = vi.hoisted(() => ({ now: 'zh' as 'zh' | 'en' | 'es' | 'ja' }));
vi.mock('../i18n/lang', () => ({ currentLang: () => lang.now }));

describe('the question before an action', () => {
  afterEach(() => {
    lang.now = 'zh';
  });

  it('says what it does to which record, and whether the bin keeps it', () => {
    expect(questionOf({ what: '删除客户', name: '张三', danger: true, restorable: true })).toEqual({
      title: '删除客户「张三」？',
      description: '删除后可在回收站恢复。',
    });
    expect(questionOf({ what: '删除客户', name: '张三', danger: true, irreversible: true })).toEqual({
      title: '删除客户「张三」？',
      description: '此操作无法撤销。',
    });
    expect(questionOf({ what: '审核入库单', name: 'RK20261122-0001' })).toEqual({
      title: '审核入库单「RK20261122-0001」？',
      description: undefined,
    });
    expect(questionOf({ what: '审核入库单', name: '  ' }).title).toBe('审核入库单？');
  });

  it('asks in the user’s language', () => {
    lang.now = 'en';
    expect(questionOf({ what: 'Delete customer', name: '张三', danger: true, restorable: true })).toEqual({
      title: 'Delete customer “张三”?',
      description: 'It can be restored from the recycle bin.',
    });
    lang.now = 'es';
    expect(questionOf({ what: 'Eliminar cliente', name: 'Ana', danger: true }).title).toBe(
      '¿Eliminar cliente «Ana»?',
    );
    lang.now = 'zh';
    // What follows, in the action's own words, before any general note; a danger that can be undone says none.
    const after = '单据回到未审核。';
    expect(questionOf({ what: '反审核入库单', name: 'RK1', danger: true, after }).description).toBe(after);
    expect(questionOf({ what: '解绑微信', danger: true }).description).toBeUndefined();
  });
});

describe('what a toast says once done', () => {
  it('keeps the server’s own words, and says plainly what was done instead of a bare success', () => {
    expect(doneText('已发货', '发货')).toBe('已发货');
    expect(doneText('操作成功', '审核')).toBe('已审核');
    expect(doneText('操作成功')).toBe('已完成');
    expect(doneText(undefined, '发布')).toBe('已发布');
    lang.now = 'en';
    expect(doneText('Operation succeeded', 'Publish')).toBe('Publish: done');
  });
});

describe('the buttons of a question', () => {
  beforeEach(() => {
    lang.now = 'zh';
  });
  afterEach(() => {
    lang.now = 'zh';
  });

  it('name the action on the one that does it, never a bare OK', () => {
    expect(answersOf({ what: '删除客户' })).toEqual({ ok: '删除客户', dismiss: '取消' });
    expect(answersOf({ what: '同意退款' })).toEqual({ ok: '同意退款', dismiss: '取消' });
    // A screen may say more than the action in full: approving a withdrawal pays it out.
    expect(answersOf({ what: '通过提现申请', verb: '通过并打款' }).ok).toBe('通过并打款');
  });

  it('dismiss a cancellation by 返回, so the two buttons never read alike', () => {
    expect(answersOf({ what: '取消订单' })).toEqual({ ok: '取消订单', dismiss: '返回' });
    expect(answersOf({ what: '取消回收订单' }).dismiss).toBe('返回');
    lang.now = 'en';
    expect(answersOf({ what: 'Cancel order' })).toEqual({ ok: 'Cancel order', dismiss: 'Back' });
    expect(answersOf({ what: 'Delete customer' }).dismiss).toBe('Cancel');
  });
});

describe('several records by name', () => {
  beforeEach(() => {
    lang.now = 'zh';
  });
  afterEach(() => {
    lang.now = 'zh';
  });

  it('names a few and counts the rest, each language joining its own way', () => {
    expect(namesOf(['雪花盐', '海盐'])).toBe('雪花盐、海盐');
    expect(namesOf(['一', '二', '三', '四', '五'])).toBe('一、二、三 等 5 个');
    expect(namesOf(['', undefined])).toBeUndefined();
    lang.now = 'en';
    expect(namesOf(['Salt', 'Rice'])).toBe('Salt, Rice');
  });
});

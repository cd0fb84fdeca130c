import { describe, expect, it } from 'vitest';
import { cleanMenu, issueMessage, menuIssues, utf8Bytes } from '../menu-rules';
import { fieldLabels, fieldTooLong, renderTemplate, templateFields } from '../template-fields';
import { signedQuery, verifyWxSignature, wxSignature } from './signature';

/** The rules shared by the editor, the server and the stand-in, held to WeChat's own examples. */
describe("WeChat's menu rules", () => {
  it('counts names in UTF-8 bytes: a Chinese character is three', () => {
    expect(utf8Bytes('今日盐价')).toBe(12);
    expect(menuIssues({ button: [{ type: 'click', name: '今日盐价', key: 'P' }] })).toEqual([]);
    const [issue] = menuIssues({ button: [{ type: 'click', name: '今日盐价行情', key: 'P' }] });
    expect(issue).toMatchObject({ code: 'nameTooLong', at: { top: 1 }, params: { bytes: 18, max: 16 } });
    const { texts, params } = issueMessage(issue!);
    expect(texts.en.replace('{where}', String((params.where as { en: string }).en))).toContain('Menu 1');
  });

  it('lists every problem in menu order', () => {
    const codes = menuIssues({
      button: [
        {
          name: '服务',
          sub_button: [
            { type: 'view', name: '官网', url: 'www.example.com' },
            { type: 'click', name: 'a' },
          ],
        },
        { type: 'miniprogram', name: '小程序', url: 'https://a.example', appid: 'wxABC', pagepath: '' },
      ],
    }).map((i) => [i.code, i.at]);
    expect(codes).toEqual([
      ['urlInvalid', { top: 1, sub: 1 }],
      ['keyMissing', { top: 1, sub: 2 }],
      ['appidInvalid', { top: 2 }],
      ['pagepathMissing', { top: 2 }],
    ]);
  });

  it('keeps what each type uses', () => {
    expect(
      cleanMenu({
        button: [{ type: 'view', name: ' 官网 ', url: 'https://a.example', key: 'stray', sub_button: [] }],
      }),
    ).toEqual({ button: [{ type: 'view', name: '官网', url: 'https://a.example' }] });
  });
});

describe('template fields', () => {
  const content = '订单编号：{{character_string1.DATA}}\n商品名称：{{thing2.DATA}}\n{{remark.DATA}}';
  it('reads the fields, their labels and their limits', () => {
    expect(templateFields(content)).toEqual(['character_string1', 'thing2', 'remark']);
    expect(fieldLabels(content)).toEqual({
      character_string1: '订单编号',
      thing2: '商品名称',
      remark: 'remark',
    });
    expect(fieldTooLong({ thing2: '一'.repeat(21) })).toEqual({ field: 'thing2', max: 20 });
    expect(fieldTooLong({ thing2: '一'.repeat(20) })).toBeUndefined();
    expect(renderTemplate(content, { character_string1: 'XY1', thing2: '碘盐' })).toBe(
      '订单编号：XY1\n商品名称：碘盐\n',
    );
  });
});

describe("WeChat's push signature", () => {
  it('is sha1 of the token, timestamp and nonce sorted as strings and joined', () => {
    // sorted: 1409304348, weixin, xxxxxx
    expect(wxSignature('weixin', '1409304348', 'xxxxxx')).toBe('97c02f162124a44cb4168c5fc4854717e148d004');
    const q = signedQuery('XinYanToken2026', 1_790_000_000, 'abc');
    const get = (n: string) => q[n];
    expect(verifyWxSignature('XinYanToken2026', get)).toBe(true);
    expect(verifyWxSignature('OtherToken', get)).toBe(false);
    expect(verifyWxSignature('', get)).toBe(false);
    expect(verifyWxSignature('XinYanToken2026', (n) => (n === 'nonce' ? 'abd' : q[n]))).toBe(false);
    expect(verifyWxSignature('XinYanToken2026', (n) => (n === 'signature' ? 'zz' : q[n]))).toBe(false);
  });
});

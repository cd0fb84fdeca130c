import type { FieldMeta } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { fieldMeta } from '../../lib/meta.support';
import { pickerTime } from '../../lib/pickerTime';
import { advertPreview, articlePreview, shapeOf } from './previewModel';

function field(name: string, type: FieldMeta['type'], options: FieldMeta['options'] = null): FieldMeta {
  return fieldMeta({ name, title: name, type, options });
}

const NEWS = [
  field('cover', 'image'),
  field('title', 'text'),
  field('category', 'select', [
    { value: 'store', label: '店铺公告' },
    { value: 'policy', label: '政策法规' },
  ]),
  field('summary', 'textarea'),
  field('body', 'richtext'),
  field('author', 'text'),
  field('publish_at', 'datetime'),
];

describe('the phone preview of a form', () => {
  it('reads an article from the form’s values as the server would take them', () => {
    const at = pickerTime(1_790_000_000);
    const model = articlePreview(NEWS, {
      cover: '/uploads/u/1/202611/a.png',
      title: '  新盐到货 ',
      category: 'policy',
      summary: '摘要',
      body: '<p><strong>粗</strong></p>',
      author: '盐业公司',
      publish_at: at,
    });
    expect(model).toEqual({
      kind: 'article',
      title: '新盐到货',
      category: '政策法规',
      author: '盐业公司',
      time: 1_790_000_000,
      cover: '/uploads/u/1/202611/a.png',
      summary: '摘要',
      body: '<p><strong>粗</strong></p>',
    });
  });

  it('draws what a form without an author or a time has, by the types of its fields', () => {
    const model = articlePreview([field('name', 'text'), field('content', 'richtext')], {
      name: '公告',
      content: '<p>x</p>',
    });
    expect(model).toMatchObject({ title: '公告', body: '<p>x</p>', author: '', time: undefined, cover: '' });
  });

  it('draws an advert in its slot’s shape, named by the slot’s label', () => {
    const fields = [
      field('image', 'image'),
      field('title', 'text'),
      field('position', 'select', [
        { value: 'home_banner', label: '首页轮播（750×340）' },
        { value: 'home_popup', label: '首页弹窗（600×800）' },
      ]),
    ];
    expect(
      advertPreview(fields, { image: 'https://a.example/b.png', title: '秋季', position: 'home_popup' }),
    ).toEqual({
      kind: 'advert',
      title: '秋季',
      image: 'https://a.example/b.png',
      shape: 'popup',
      slot: '首页弹窗（600×800）',
    });
    expect(shapeOf('start_screen')).toBe('start');
    expect(shapeOf('category_top')).toBe('banner');
    expect(shapeOf('')).toBe('banner');
  });
});

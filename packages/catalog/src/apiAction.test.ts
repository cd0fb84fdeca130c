import { API } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { apiAction } from './api-actions';
import { PAGES, pagesByApi } from './catalog';

describe('what the operator log says of an API path', () => {
  it('finds every page that lists a path, in menu order', () => {
    const save = '/v1/seller/operator/OperatorSave';
    expect(pagesByApi(save).map((p) => p.name)).toEqual(['OperatorAdd', 'OperatorEdit']);
    for (const page of PAGES) for (const api of page.api) expect(pagesByApi(api)).toContain(page);
    expect(pagesByApi('/v1/no/such/call')).toEqual([]);
  });

  it("names a resource's buttons and forms by their titles, under the resource's title", () => {
    expect(apiAction('/v1/seller/operator/OperatorSave')).toEqual({
      page: { zh: '操作员', en: 'Operators', es: 'Operadores', ja: 'オペレーター' },
      action: {
        zh: '添加操作员 / 编辑操作员',
        en: 'Add operator / Edit operator',
        es: 'Añadir operador / Editar operador',
        ja: 'オペレーターを追加 / オペレーターを編集',
      },
    });
    expect(apiAction('/v1/seller/operator/OperatorResetPassword')?.action.zh).toBe('重置操作员密码');
    expect(apiAction('/v1/jxc/inbound/InboundAudit')).toMatchObject({
      page: { zh: '入库单' },
      action: { zh: '审核入库单' },
    });
  });

  it('names a call a screen makes by the screen, and knows nothing of a path no page lists', () => {
    expect(apiAction(API.roles.roleDel.path)?.action.zh).toBe('删除角色');
    // An import posts to the list's own path.
    expect(apiAction('/v1/seller/member/MemberManage')).toMatchObject({
      page: { zh: '会员管理' },
      action: { zh: '会员管理' },
    });
    expect(apiAction('/v1/seller/quickmenu/QuickMenuAdd')).toBeUndefined();
  });
});

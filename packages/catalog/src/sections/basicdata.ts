import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { ACTION_LABELS, action, group, resource } from '../build';
import type { PageSpec } from '../types';

const dept = '/v1/jxc/dept/';

export const basicdata: PageSpec = group(
  '/basicdata',
  'Basicdata',
  T('基础资料'),
  [
    resource({
      seg: 'customer',
      name: 'Customer',
      api: '/v1/jxc/customer/Customer',
      title: T('客户管理'),
      noun: T('客户'),
      actions: ['audit', 'unaudit', 'add', 'edit', 'del'],
    }),
    group(
      'department',
      'DeptGroup',
      T('部门管理'),
      [
        {
          path: 'manage',
          name: 'DeptManage',
          title: T('部门管理'),
          view: 'custom:deptTree',
          api: [API.jxc.deptDataTree.path, API.jxc.deptTypes.path],
        },
        {
          path: 'add',
          name: 'DeptAdd',
          title: T('添加部门'),
          view: 'form',
          hidden: true,
          api: [`${dept}DeptInfo`, `${dept}DeptSave`, API.jxc.deptTypes.path],
        },
        {
          path: 'edit/:id',
          name: 'DeptEdit',
          title: T('编辑部门'),
          view: 'form',
          hidden: true,
          api: [`${dept}DeptInfo`, `${dept}DeptSave`, API.jxc.deptTypes.path],
        },
        action('del', 'DeptDel', T('删除部门'), [`${dept}DeptDel`], { label: ACTION_LABELS.del }),
      ],
      { entity: { name: 'Dept', api: `${dept}Dept`, noun: T('部门') } },
    ),
    resource({
      seg: 'materialunit',
      name: 'MaterialUnit',
      api: '/v1/jxc/materialunit/MaterialUnit',
      title: T('物料单位'),
      noun: T('物料单位', 'noun'),
    }),
    resource({
      seg: 'material',
      name: 'Material',
      api: '/v1/jxc/material/Material',
      title: T('物料管理'),
      noun: T('物料', 'noun'),
    }),
    resource({
      seg: 'warehouse',
      name: 'Warehouse',
      api: '/v1/jxc/warehouse/Warehouse',
      title: T('仓库管理'),
      noun: T('仓库'),
    }),
    resource({
      seg: 'goodsmaterial',
      name: 'GoodsMaterial',
      api: '/v1/jxc/goodsmaterial/GoodsMaterial',
      title: T('商品用料'),
      noun: T('商品用料', 'noun'),
    }),
  ],
  { icon: 'database' },
);

import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { ACTION_LABELS, action, group, resource } from '../build';
import type { PageSpec } from '../types';

const dept = '/v1/jxc/dept/';

export const basicdata: PageSpec = group(
  '/basicdata',
  'Basicdata',
  T('基础资料', 'Basic data', 'Datos básicos', '基本データ'),
  [
    resource({
      seg: 'customer',
      name: 'Customer',
      api: '/v1/jxc/customer/Customer',
      title: T('客户管理', 'Customers', 'Clientes', '顧客管理'),
      noun: T('客户', 'customer', 'cliente', '顧客'),
      actions: ['audit', 'unaudit', 'add', 'edit', 'del'],
    }),
    group(
      'department',
      'DeptGroup',
      T('部门管理', 'Departments', 'Departamentos', '部門管理'),
      [
        {
          path: 'manage',
          name: 'DeptManage',
          title: T('部门管理', 'Departments', 'Departamentos', '部門管理'),
          view: 'custom:deptTree',
          api: [API.jxc.deptDataTree.path, API.jxc.deptTypes.path],
        },
        {
          path: 'add',
          name: 'DeptAdd',
          title: T('添加部门', 'Add department', 'Añadir departamento', '部門を追加'),
          view: 'form',
          hidden: true,
          api: [`${dept}DeptInfo`, `${dept}DeptSave`, API.jxc.deptTypes.path],
        },
        {
          path: 'edit/:id',
          name: 'DeptEdit',
          title: T('编辑部门', 'Edit department', 'Editar departamento', '部門を編集'),
          view: 'form',
          hidden: true,
          api: [`${dept}DeptInfo`, `${dept}DeptSave`, API.jxc.deptTypes.path],
        },
        action(
          'del',
          'DeptDel',
          T('删除部门', 'Delete department', 'Eliminar departamento', '部門を削除'),
          [`${dept}DeptDel`],
          { label: ACTION_LABELS.del },
        ),
      ],
      { entity: { name: 'Dept', api: `${dept}Dept`, noun: T('部门', 'department', 'departamento', '部門') } },
    ),
    resource({
      seg: 'materialunit',
      name: 'MaterialUnit',
      api: '/v1/jxc/materialunit/MaterialUnit',
      title: T('物料单位', 'Material units', 'Unidades de material', '資材単位'),
      noun: T('物料单位', 'material unit', 'unidad de material', '資材単位'),
    }),
    resource({
      seg: 'material',
      name: 'Material',
      api: '/v1/jxc/material/Material',
      title: T('物料管理', 'Materials', 'Materiales', '資材管理'),
      noun: T('物料', 'material', 'material', '資材'),
    }),
    resource({
      seg: 'warehouse',
      name: 'Warehouse',
      api: '/v1/jxc/warehouse/Warehouse',
      title: T('仓库管理', 'Warehouses', 'Almacenes', '倉庫管理'),
      noun: T('仓库', 'warehouse', 'almacén', '倉庫'),
    }),
  ],
  { icon: 'database' },
);

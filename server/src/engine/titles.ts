import { T } from '@yanye/i18n';

/** Titles most entities share, in zh, en, es and ja: said once here rather than in each module. */
export const COMMON_TITLES = {
  id: T('编号', 'ID', 'ID', 'ID'),
  name: T('名称', 'Name', 'Nombre', '名称'),
  status: T('状态', 'Status', 'Estado', '状態'),
  sort: T('排序', 'Sort', 'Orden', '並び順'),
  remark: T('备注', 'Remark', 'Nota', '備考'),
  phone: T('电话', 'Phone', 'Teléfono', '電話'),
  address: T('地址', 'Address', 'Dirección', '住所'),
  image: T('图片', 'Image', 'Imagen', '画像'),
  created: T('创建时间', 'Created', 'Creado', '作成日時'),
  updated: T('更新时间', 'Updated', 'Actualizado', '更新日時'),
  deleted: T('删除时间', 'Deleted at', 'Eliminado el', '削除日時'),
  /** Why an un-audit or a cancellation is done: asked first, kept in the operator log. */
  reason: T('原因', 'Reason', 'Motivo', '理由'),
  /** The hint beside the sort number field. */
  sortTip: T(
    '数值越大越靠前',
    'Larger values rank first',
    'Los valores mayores van primero',
    '値が大きいほど上位',
  ),
};

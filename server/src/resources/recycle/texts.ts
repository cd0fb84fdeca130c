import { T } from '@yanye/i18n';

/** Titles the recycling catalogue's entities share, said once. */
export const RECYCLE_TITLES = {
  category: T('回收分类', 'Category', 'Categoría', 'カテゴリ'),
  question: T('估价问题', 'Question', 'Pregunta', '査定項目'),
  unit: T('计价单位', 'Unit', 'Unidad', '単位'),
  basePrice: T('基础价', 'Base price', 'Precio base', '基本価格'),
  contact: T('联系人', 'Contact', 'Contacto', '担当者'),
  mobile: T('手机号', 'Mobile', 'Móvil', '携帯電話'),
  points: T('服务回收点', 'Collection points served', 'Puntos atendidos', '担当拠点'),
};

/** Why a row that something still refers to is not deleted (guards.ts picks one by the refusing key). */
export const IN_USE = {
  orders: T(
    '“{name}”已被回收订单使用，不能删除，可改为停用',
    '“{name}” is used by recycling orders and cannot be deleted; disable it instead',
    '«{name}» lo usan pedidos de reciclaje y no se puede eliminar; desactívelo en su lugar',
    '「{name}」は回収注文で使われているため削除できません。無効にしてください',
  ),
  children: T(
    '“{name}”下还有子分类，请先删除或移走子分类',
    '“{name}” still has subcategories; delete or move them first',
    '«{name}» aún tiene subcategorías; elimínelas o muévalas primero',
    '「{name}」にはサブカテゴリがあります。先に削除または移動してください',
  ),
  questions: T(
    '“{name}”下还有估价问题，请先删除这些问题',
    '“{name}” still has valuation questions; delete them first',
    '«{name}» aún tiene preguntas de tasación; elimínelas primero',
    '「{name}」には査定項目があります。先に削除してください',
  ),
};

import { T, type Texts } from '@yanye/i18n';
import type { SetupStep } from '@yanye/protocol';

/** A step of a new store's first-day checklist: what to do, why, and the pages that do it. */
export interface SetupStepSpec {
  readonly key: SetupStep;
  readonly title: Texts;
  readonly hint: Texts;
  /**
   * The pages that do it, by catalogue route name, best first: the workbench links the first one the user may
   * open, and leaves the step out when there is none (an industry or a role without it).
   */
  readonly pages: readonly string[];
}

/**
 * The first-day checklist of the workbench, in order. Whether a step is done is the server's answer
 * (`SetupChecklist`), from the store's own records.
 */
export const SETUP_STEPS: readonly SetupStepSpec[] = [
  {
    key: 'shop',
    title: T(
      '完善店铺信息',
      'Complete the store details',
      'Complete los datos de la tienda',
      '店舗情報を入力',
    ),
    hint: T(
      '店铺 Logo、联系电话和地址：买家和单据上都会看到',
      'Logo, contact number and address: buyers and printed documents show them',
      'Logotipo, teléfono y dirección: los ven los compradores y los documentos',
      'ロゴ、連絡先電話番号、所在地：購入者と帳票に表示されます',
    ),
    pages: ['ShopInfo'],
  },
  {
    key: 'warehouse',
    title: T('建一个仓库', 'Add a warehouse', 'Añada un almacén', '倉庫を登録'),
    hint: T(
      '入库、出库和库存都记在仓库上',
      'Stock comes in, goes out and is counted by warehouse',
      'Las entradas, salidas y existencias se llevan por almacén',
      '入庫・出庫・在庫は倉庫ごとに記録されます',
    ),
    pages: ['WarehouseAdd', 'WarehouseManage'],
  },
  {
    key: 'unit',
    title: T('设置计量单位', 'Set up units', 'Configure las unidades', '単位を設定'),
    hint: T(
      '如 吨、袋（25 千克）：物料和单据按它计量',
      'Such as tonne or bag (25 kg): materials and documents count in them',
      'Como tonelada o saco (25 kg): materiales y documentos se cuentan en ellas',
      'トン、袋（25 kg）など：資材と帳票の数量の単位です',
    ),
    pages: ['MaterialUnitAdd', 'MaterialUnitManage'],
  },
  {
    key: 'goods',
    title: T('发布第一个商品', 'Add your first goods', 'Publique su primer producto', '最初の商品を登録'),
    hint: T(
      '上架后买家就能下单',
      'Once on sale, buyers can order it',
      'Una vez a la venta, los compradores pueden pedirlo',
      '販売中にすると購入者が注文できます',
    ),
    pages: ['GoodsSave'],
  },
  {
    key: 'payment',
    title: T('设置收款', 'Set up payments', 'Configure los cobros', '受取設定'),
    hint: T(
      '收款银行卡或支付结算：货款结算到哪里',
      'A bank card or payment settlement: where the takings are paid out',
      'Una tarjeta bancaria o la liquidación de pagos: adónde se liquida lo cobrado',
      '受取口座または決済精算：売上の入金先',
    ),
    pages: ['BankcardAdd', 'BankcardManage', 'SettlementSetting'],
  },
  {
    key: 'operator',
    title: T('添加一位操作员', 'Add an operator', 'Añada un operador', 'オペレーターを追加'),
    hint: T(
      '让店员用自己的账号登录，权限按角色分配',
      'Staff sign in with their own accounts, with the rights of their role',
      'El personal entra con su propia cuenta y los permisos de su rol',
      'スタッフが自分のアカウントでログインし、ロールの権限で操作します',
    ),
    pages: ['OperatorAdd', 'OperatorManage'],
  },
];

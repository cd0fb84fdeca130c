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
    title: T('完善店铺信息'),
    hint: T('店铺 Logo、联系电话和地址：买家和单据上都会看到'),
    pages: ['ShopInfo'],
  },
  {
    key: 'warehouse',
    title: T('建一个仓库'),
    hint: T('入库、出库和库存都记在仓库上'),
    pages: ['WarehouseAdd', 'WarehouseManage'],
  },
  {
    key: 'unit',
    title: T('设置计量单位'),
    hint: T('如 吨、袋（25 千克）：物料和单据按它计量'),
    pages: ['MaterialUnitAdd', 'MaterialUnitManage'],
  },
  {
    key: 'goods',
    title: T('发布第一个商品'),
    hint: T('上架后买家就能下单'),
    pages: ['GoodsSave'],
  },
  {
    key: 'payment',
    title: T('设置收款'),
    hint: T('收款银行卡或支付结算：货款结算到哪里'),
    pages: ['BankcardAdd', 'BankcardManage', 'SettlementSetting'],
  },
  {
    key: 'operator',
    title: T('添加一位操作员'),
    hint: T('让店员用自己的账号登录，权限按角色分配'),
    pages: ['OperatorAdd', 'OperatorManage'],
  },
];

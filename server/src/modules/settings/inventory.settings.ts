import { input } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, InventorySettings, LOT_EXPIRY_DAYS } from '@yanye/protocol';
import { INVENTORY_SETTINGS } from '../../resources/jxc/lot-expiry';
import { defineSettings } from './define';

/**
 * /inventory/settings: what a store sets once about its stock. The lot stock list, the workbench and the bell read
 * the warning days in SQL under this record's name (resources/jxc/lot-expiry.ts).
 */
export const inventorySettings = defineSettings({
  name: INVENTORY_SETTINGS,
  title: T('进销存设置'),
  schema: InventorySettings,
  info: API.settings.inventorySetInfo,
  save: API.settings.inventorySetSave,
  fields: [
    input('lot_expiry_days', T('临期预警天数'), 'number', {
      required: true,
      tip: T('批次到期前这么多天起，消息提醒和工作台提示临期；0 至 3650，0 表示只在到期当天提示'),
    }),
  ],
  defaults: { lot_expiry_days: LOT_EXPIRY_DAYS.default },
});

import type { Config } from '../config';
import { createErp, type ErpClient } from './erp';
import { type KefuSettings, kefuSettings } from './kefu';
import { createPayment, type PaymentService } from './payment';
import { createSms, type SmsSender } from './sms';
import { createWechat, type WechatAuth } from './wechat';

/** The outside services, each an HTTP implementation or a local one that records to the outbox table. */
export interface Integrations {
  readonly sms: SmsSender;
  readonly wechat: WechatAuth;
  readonly kefu: KefuSettings;
  readonly erp: ErpClient;
  /** The payment service (the store entry fee). */
  readonly payment: PaymentService;
}

export function createIntegrations(config: Config): Integrations {
  return {
    sms: createSms(config),
    wechat: createWechat(config),
    kefu: kefuSettings(config),
    erp: createErp(config),
    payment: createPayment(config),
  };
}

/** The services running their local implementation, whose records the /dev pages show. */
export function localServices(i: Integrations): string[] {
  const local: string[] = [];
  if (i.sms.mode === 'local') local.push('sms');
  if (i.wechat.mode === 'local') local.push('wechat');
  if (i.kefu.mode === 'local') local.push('kefu');
  if (i.erp.mode === 'local') local.push('erp');
  if (i.payment.mode === 'local') local.push('pay');
  return local;
}

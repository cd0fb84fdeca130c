import {
  type AuditNote,
  formatYuan,
  type LogChange,
  type Texts,
  walletAmount,
} from '@yanye/addon-kit/server';
import type { OrderView } from '../contract';
import type { UtilityOrder } from './tables';
import { STATE_TITLES } from './texts';

/**
 * How a top-up order is shown outside its own moves: the name its history and log go under, the view its calls
 * answer with, the log's note of something done to it, and an amount as the wallet writes it.
 */

export const ENTITY = 'UtilityRecharge';

/** The log's note of something done to a top-up: `text` with its number, product, account, amount and state. */
export function orderNote(view: OrderView, text: Texts, changes?: readonly LogChange[]): AuditNote {
  return {
    target: String(view.id),
    object: ENTITY,
    objectName: view.order_no,
    said: {
      text,
      params: {
        no: view.order_no,
        product: view.product_name,
        account: view.account,
        amount: formatYuan(view.amount),
        state: STATE_TITLES[view.state],
      },
      changes,
    },
  };
}

export function viewOf(r: UtilityOrder): OrderView {
  return {
    id: r.id,
    order_no: r.orderNo,
    kind: r.kind,
    member_id: r.memberId,
    product_name: r.productName,
    account: r.account,
    face_value: r.faceValue,
    amount: r.amount,
    state: r.state,
    audit_reason: r.auditReason,
    provider_order_no: r.providerOrderNo,
    fail_reason: r.failReason,
    submit_error: r.submitError,
  };
}

export const yuan = (cents: number) => walletAmount('rmb', cents);

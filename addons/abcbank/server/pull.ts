import { callAndRead, type ServiceClient } from '@yanye/addon-kit/server';
import { type BankTrx, bankDateOf, StatementAnswer } from './bank';
import { abcbankService } from './service';

const PAGE_SIZE = 100;
const MAX_PAGES = 200;

/** The bank's statement of a day for the merchant, page after page (a read: safe to send again). */
export async function pullStatement(
  client: ServiceClient,
  merchant: string,
  day: string,
): Promise<BankTrx[]> {
  const records: BankTrx[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await callAndRead(abcbankService, client, StatementAnswer, {
      op: 'statement',
      method: 'POST',
      path: '/ebus/trustpay/ReconcileQuery',
      json: {
        MerchantID: merchant,
        TrxType: 'DailyStatement',
        SettleDate: bankDateOf(day),
        PageNo: page,
        PageSize: PAGE_SIZE,
      },
      idempotent: true,
    });
    records.push(...answer.Records);
    if (answer.Records.length < PAGE_SIZE || records.length >= answer.TotalCount) break;
  }
  return records;
}

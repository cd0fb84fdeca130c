import { entityByName } from '@yanye/catalog';
import { numericChange, useApiQuery, useApiWrite } from '@yanye/framework/web';
import { API, centsToYuanText, resourceCalls, withdrawalFee } from '@yanye/protocol';
import { useState } from 'react';
import { withdrawalAmount } from './withdrawalAmount';

// The calls of the catalogue's entities: the card picker, and the records list read again after applying.
const CARD_OPTIONS = resourceCalls.options(`${entityByName('Bankcard')!.api}Options`);
const RECORDS = `${entityByName('Withdrawal')!.api}Manage`;

/**
 * The withdrawal screen without UI: the wallet's balances and rules, the cards, the amount typed and, for an
 * amount that may be withdrawn, what it costs and brings (the fee, what arrives) before anything is sent; for
 * one that may not, why (`problem`); and the application.
 */
export function usePaymentWithdrawal() {
  const info = useApiQuery(API.finance.walletInfo);
  const cards = useApiQuery(CARD_OPTIONS, {});
  const write = useApiWrite(API.finance.withdrawalApply, [RECORDS, API.finance.walletInfo.path]);
  const [picked, setPicked] = useState<number>();
  const [text, setText] = useState('');
  const rules = info.data?.rules;
  const available = info.data?.available ?? 0;
  const cardId = picked ?? info.data?.default_card_id ?? undefined;
  const { cents: amount, problem } = withdrawalAmount(text, rules && { ...rules, available });
  // The fee and what arrives are said only of an amount that may be withdrawn.
  const valid = amount !== undefined && problem === undefined && rules !== undefined;
  const fee = valid ? withdrawalFee(amount) : undefined;
  const options = (cards.data ?? []).map((c) => ({ value: Number(c.value), label: c.label }));
  return {
    loading: info.isFetching,
    wallet: info.data,
    rules,
    cards: options,
    cardId,
    cardLabel: options.find((c) => c.value === cardId)?.label ?? '',
    pickCard: setPicked,
    text,
    // What is typed stays as typed when it is a number: a third decimal or an amount too large is on screen with
    // the reason beside it (`problem`), never cut.
    setText: (typed: string) => setText((held) => numericChange(held, typed, false).value),
    amount,
    fee,
    arrival: fee === undefined || amount === undefined ? undefined : amount - fee,
    problem,
    ready: valid && cardId !== undefined,
    all: () => setText(centsToYuanText(Math.min(available, rules?.max_cents ?? available))),
    busy: write.isPending,
    apply: async () => {
      if (!valid || cardId === undefined) return undefined;
      const answer = await write.mutateAsync({ amount, bank_card_id: cardId });
      setText('');
      return answer;
    },
  };
}

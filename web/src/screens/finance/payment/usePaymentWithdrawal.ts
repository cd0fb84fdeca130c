import { entityByName } from '@yanye/catalog';
import { API, resourceCalls, withdrawalFee } from '@yanye/protocol';
import { useState } from 'react';
import { useApiQuery, useApiWrite } from '../../../hooks/useApi';

// The calls of the catalogue's entities: the card picker, and the records list read again after applying.
const CARD_OPTIONS = resourceCalls.options(`${entityByName('Bankcard')!.api}Options`);
const RECORDS = `${entityByName('Withdrawal')!.api}Manage`;

/** Yuan as typed (at most two decimals) in cents, or undefined for what is not an amount. */
export function centsOf(text: string): number | undefined {
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(text.trim())) return undefined;
  const [whole, part = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/**
 * The withdrawal screen without UI: the wallet's balances and rules, the cards, the amount typed and what it
 * costs and brings (the fee, what arrives) before anything is sent, and the application.
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
  const amount = centsOf(text);
  const fee = amount ? withdrawalFee(amount) : 0;
  const problem =
    amount === undefined || !rules
      ? 'amount'
      : amount < rules.min_cents || amount > rules.max_cents
        ? 'range'
        : amount > available
          ? 'short'
          : undefined;
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
    setText,
    amount,
    fee,
    arrival: amount ? amount - fee : 0,
    problem,
    ready: problem === undefined && cardId !== undefined,
    all: () => setText((Math.min(available, rules?.max_cents ?? available) / 100).toFixed(2)),
    busy: write.isPending,
    apply: async () => {
      if (amount === undefined || cardId === undefined) return undefined;
      const answer = await write.mutateAsync({ amount, bank_card_id: cardId });
      setText('');
      return answer;
    },
  };
}

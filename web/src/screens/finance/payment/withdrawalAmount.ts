import { formatMoney, parseYuan } from '@yanye/protocol';

/** The rules a withdrawal's amount is held to (WalletInfo's `rules`), and what the wallet has. */
export interface WithdrawalLimits {
  readonly min_cents: number;
  readonly max_cents: number;
  readonly available: number;
}

/** Why an amount cannot be withdrawn, with the figure that says so; the server refuses the same. */
export type WithdrawalProblem =
  | { readonly key: 'amountInvalid' }
  | { readonly key: 'amountBelow'; readonly min: string }
  | { readonly key: 'amountAbove'; readonly max: string }
  | { readonly key: 'amountShort'; readonly available: string };

/**
 * The amount typed (yuan) in cents and what is wrong with it, checked in the order a person reads the rules:
 * an amount at all, at least the minimum, at most the maximum, then within what is available. Nothing typed is
 * no problem yet (the button waits), only no amount.
 */
export function withdrawalAmount(
  text: string,
  limits: WithdrawalLimits | undefined,
): { readonly cents: number | undefined; readonly problem: WithdrawalProblem | undefined } {
  if (text.trim() === '') return { cents: undefined, problem: undefined };
  const cents = parseYuan(text);
  if (cents === undefined || cents <= 0) return { cents: undefined, problem: { key: 'amountInvalid' } };
  if (!limits) return { cents, problem: undefined };
  if (cents < limits.min_cents)
    return { cents, problem: { key: 'amountBelow', min: formatMoney(limits.min_cents) } };
  if (cents > limits.max_cents)
    return { cents, problem: { key: 'amountAbove', max: formatMoney(limits.max_cents) } };
  if (cents > limits.available)
    return { cents, problem: { key: 'amountShort', available: formatMoney(limits.available) } };
  return { cents, problem: undefined };
}

import type { UnionTokenState } from '@yanye/addon-kit/web';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { affiliateText } from './texts';

const TYPES: Record<UnionTokenState, 'success' | 'warning' | 'error' | 'info'> = {
  ok: 'success',
  expiring: 'warning',
  expired: 'error',
  unset: 'info',
};

/** Where the union's authorization stands, in words: days left, a warning within the week, lapsed, or none. */
export function tokenStateText(state: UnionTokenState, days: number | null): string {
  if (state === 'ok') return affiliateText('stateOk', { days: days ?? 0 });
  if (state === 'expiring')
    return days && days > 0 ? affiliateText('stateExpiring', { days }) : affiliateText('stateExpiringToday');
  if (state === 'expired') return affiliateText('stateExpired');
  return affiliateText('stateUnset');
}

/** The authorization's state as a banner (`union-token-state`), with an action beside it. */
export function TokenState(props: {
  readonly state: UnionTokenState;
  readonly days: number | null;
  readonly action?: ReactNode;
}) {
  return (
    <Alert
      data-testid="union-token-state"
      type={TYPES[props.state]}
      showIcon
      title={tokenStateText(props.state, props.days)}
      action={props.action}
    />
  );
}

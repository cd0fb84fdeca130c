import { pageByName } from '@yanye/catalog';
import { Alert, Card, Tabs } from 'antd';
import { useState } from 'react';
import { NotifyProvider } from '../../../web/src/components/NotifyProvider';
import { GenericListScreen } from '../../../web/src/screens/generic-list/GenericListScreen';
import { useShellView } from '../../../web/src/shell/view';
import { DaySummary } from './DaySummary';
import { StatementDays } from './StatementDays';
import { bt } from './texts';

/**
 * The finance log of a bank branch's day (/offlinepay/financelog/manage, and the add-on's own page): two tabs on
 * the one route. The transactions: the day's summary above the generic list (its filters, totals row and
 * export are the engine's). The daily statements: each day's statement against the store's log, its
 * differences resolved in a drawer (for the browser tests: `bank-summary`, `bank-days`, `bank-day-<day>`).
 */
export function FinanceLogScreen({ title, page: name }: { readonly title: string; readonly page: string }) {
  const page = pageByName(name);
  const [tab, setTab] = useState<'logs' | 'days'>('logs');
  const view = useShellView();
  if (!page) return <Alert type="warning" showIcon title={name} />;
  const open = (key: string) => {
    const next = key === 'days' ? 'days' : 'logs';
    setTab(next);
    view?.name(next === 'days' ? bt('tabDays') : undefined);
  };
  return (
    <NotifyProvider>
      <Tabs
        className="bank-finance-tabs"
        activeKey={tab}
        onChange={open}
        items={[
          {
            key: 'logs',
            label: bt('tabLogs'),
            children: (
              <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
                <DaySummary />
                <GenericListScreen page={page} title={title} />
              </div>
            ),
          },
          {
            key: 'days',
            label: bt('tabDays'),
            children: (
              <Card title={bt('tabDays')} styles={{ body: { padding: 16 } }}>
                <StatementDays page={page} />
              </Card>
            ),
          },
        ]}
      />
    </NotifyProvider>
  );
}

import { GenericListScreen, pageByName, useShellView } from '@yanye/addon-kit/web';
import { Alert, Card, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { DaySummary } from './DaySummary';
import { StatementDays } from './StatementDays';
import { bankText } from './texts';

/**
 * The finance log of a bank branch's day (/offlinepay/financelog/manage, and the add-on's own page): two tabs on
 * the one route. The transactions: the day's summary above the generic list (its filters, totals row and
 * export are the engine's); a day picked in the summary filters the list to it, in its filter area (账务日期)
 * where it can be cleared, and 回到今天 takes the filter off again. The daily statements: each day's statement
 * against the store's log, its differences resolved in a drawer (for the browser tests: `bank-summary`,
 * `bank-days`, `bank-day-<day>`).
 */
export function FinanceLogScreen({ title, page: name }: { readonly title: string; readonly page: string }) {
  const page = pageByName(name);
  const [tab, setTab] = useState<'logs' | 'days'>('logs');
  const view = useShellView();
  // The day picked in the summary, which the list below opens filtered to (a new list each day: a list reads
  // where it starts once); none is today's summary over the whole list, opened as the page's query says.
  const [day, setDay] = useState<string>();
  const start = useMemo(() => (day ? { filters: { day } } : undefined), [day]);
  if (!page) return <Alert type="warning" showIcon title={name} />;
  const open = (key: string) => {
    const next = key === 'days' ? 'days' : 'logs';
    setTab(next);
    view?.name(next === 'days' ? bankText('tabDays') : undefined);
  };
  return (
    <Tabs
      className="bank-finance-tabs"
      activeKey={tab}
      onChange={open}
      items={[
        {
          key: 'logs',
          label: bankText('tabLogs'),
          children: (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              <DaySummary day={day} onDay={setDay} />
              <GenericListScreen key={day ?? ''} page={page} title={title} start={start} />
            </div>
          ),
        },
        {
          key: 'days',
          label: bankText('tabDays'),
          children: (
            <Card title={bankText('tabDays')} styles={{ body: { padding: 16 } }}>
              <StatementDays page={page} />
            </Card>
          ),
        },
      ]}
    />
  );
}

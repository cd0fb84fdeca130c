import type { CatalogPage } from '@yanye/catalog';
import { Spin, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { recordEntityOf } from '../../hooks/detail/useRecordHistory';
import { detailText } from './texts';

// The history is its own chunk, fetched the first time a record's history tab is opened.
const RecordHistory = lazy(() => import('./RecordHistory').then((m) => ({ default: m.RecordHistory })));

/**
 * A record's page as two tabs: the record (its form, editable or read-only) and its history (操作历史: the
 * operator log's entries of it). The form stays mounted while the history is shown, so nothing typed is lost;
 * the history is read each time its tab is opened. A page of no record (an add form) is its form alone.
 */
export function RecordTabs({
  page,
  id,
  children,
}: {
  readonly page: CatalogPage;
  readonly id: string | undefined;
  readonly children: ReactNode;
}) {
  const [active, setActive] = useState('record');
  const entity = recordEntityOf(page);
  const record = Number(id);
  if (!entity || !Number.isSafeInteger(record) || record <= 0) return children;
  return (
    <Tabs
      className="record-tabs"
      activeKey={active}
      onChange={setActive}
      items={[
        { key: 'record', label: detailText('recordTab'), children },
        {
          key: 'history',
          label: detailText('changesTab'),
          children:
            active === 'history' ? (
              <Suspense fallback={<Spin />}>
                <RecordHistory entity={entity} id={record} />
              </Suspense>
            ) : null,
        },
      ]}
    />
  );
}

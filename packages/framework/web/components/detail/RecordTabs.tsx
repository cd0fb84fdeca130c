import { type CatalogPage, recordEntityOf } from '@yanye/catalog';
import { Card, Spin, Tabs } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { loaded } from '../../lib/loaded';
import { RecordGoneContext } from './recordGone';
import { detailText } from './texts';

// The history is its own chunk, fetched the first time a record's history tab is opened.
const RecordHistory = loaded(() => import('./RecordHistory').then((m) => m.RecordHistory), <Spin />);

/**
 * A record's page as two tabs: the record (its form, editable or read-only, or a bespoke screen's cards) and its
 * history (操作历史: the operator log's entries of it). The record stays mounted while the history is shown, so
 * nothing typed is lost; the history is read each time its tab is opened. The record is the page's `:id`
 * (`recordEntityOf` says of which entity); a page of no record (an add form) is its form alone.
 *
 * The generic screens put the tabs inside their card. A bespoke screen is wrapped whole by the shell (`framed`):
 * its cards are the first tab, and the history gets a card of its own so it sits on the same surface as they do.
 * A record that is not there (the page shows the 404 screen, which says so through `RecordGoneContext`) has no
 * tabs: the 404 alone.
 */
export function RecordTabs({
  page,
  framed = false,
  children,
}: {
  readonly page: CatalogPage;
  readonly framed?: boolean;
  readonly children: ReactNode;
}) {
  const { id } = useParams();
  const [active, setActive] = useState('record');
  // The record said to be gone, by its id: another record opened in the same view has its tabs again.
  const [gone, setGone] = useState<string>();
  const markGone = useCallback(() => setGone(id), [id]);
  const entity = recordEntityOf(page);
  const record = Number(id);
  if (!entity || !Number.isSafeInteger(record) || record <= 0) return children;
  if (gone === id) return children;
  const history = active === 'history' ? <RecordHistory entity={entity} id={record} /> : null;
  return (
    <RecordGoneContext.Provider value={markGone}>
      <Tabs
        className={framed ? 'record-tabs record-tabs-framed' : 'record-tabs'}
        activeKey={active}
        onChange={setActive}
        items={[
          { key: 'record', label: detailText('recordTab'), children },
          {
            key: 'history',
            label: detailText('changesTab'),
            children: framed && history ? <Card size="small">{history}</Card> : history,
          },
        ]}
      />
    </RecordGoneContext.Provider>
  );
}

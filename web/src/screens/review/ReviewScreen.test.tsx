import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DrawerReviewKind, ReasonField, ReviewQueue, RowReviewKind } from './kind';
import { ReviewScreen } from './ReviewScreen';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly status: 'waiting' | 'done';
}
type Filter = '' | 'waiting' | 'done';

const answer = async () => ({ msg: 'ok' });
const queue = (): ReviewQueue<Row, Filter, Row> => ({
  status: 'waiting',
  filter: () => undefined,
  search: () => undefined,
  page: 1,
  limit: 20,
  paginate: () => undefined,
  rows: [
    { id: 1, name: 'first row', status: 'waiting' },
    { id: 2, name: 'second row', status: 'done' },
  ],
  count: 2,
  loading: false,
  busy: false,
  approve: answer,
  reject: answer,
});
const reason = (): ReasonField => ({
  title: 'Refuse',
  ok: 'Refuse',
  label: 'Why',
  hint: 'They read it',
  required: 'Say why',
  min: 2,
  max: 500,
});
const list = {
  useQueue: queue,
  filters: ['waiting', 'done', ''] as const,
  rowKey: 'id',
  columns: () => [{ title: 'Name', dataIndex: 'name', key: 'name' }],
  texts: () => ({
    filter: (f: Filter) => (f === '' ? 'Every one' : `Only ${f}`),
    keyword: 'Name or number',
    total: (n: number) => `${n} rows`,
    actions: 'Do',
    view: 'Open it',
    approve: 'Yes',
    reject: 'No',
  }),
  reason,
  approval: (row: Row) => ({ what: 'Approve the row', name: row.name }),
};

describe('ReviewScreen', () => {
  it('decides on the rows still waiting, in the row', () => {
    const kind: RowReviewKind<Row, Filter> = {
      ...list,
      decideIn: 'row',
      decidable: (r) => r.status === 'waiting',
    };
    const html = renderToString(<ReviewScreen kind={kind} title="Rows to review" />);
    for (const text of ['Rows to review', 'Only waiting', 'Every one', 'Name or number', 'first row', 'Do'])
      expect(html).toContain(text);
    // Only the waiting row has its two decisions; no row has a drawer's link.
    expect(html.match(/>Yes</g)).toHaveLength(1);
    expect(html.match(/>No</g)).toHaveLength(1);
    expect(html).not.toContain('Open it');
  });

  it('opens each row in a drawer, where the decisions are', () => {
    const kind: DrawerReviewKind<Row, Filter, Row> = {
      ...list,
      decideIn: 'drawer',
      useSubject: (opened) => ({ subject: opened, loading: false }),
      title: (opened) => opened?.name ?? '',
      body: (opened) => opened.name,
      decidable: (r) => r.status === 'waiting',
      closeAfterDecision: true,
    };
    const html = renderToString(<ReviewScreen kind={kind} title="Rows to open" />);
    expect(html.match(/>Open it</g)).toHaveLength(2);
    expect(html).not.toContain('>Yes<');
  });
});

import type { PrintedDoc } from '@yanye/protocol';
import { Descriptions, Table, Typography } from 'antd';
import { detailText } from './texts';

const NONE = '—';

/**
 * A document read-only, as it prints (the record's Info with `_document`, read by the resource's print
 * declaration): its header facts, its lines, the totals (the amount in words too), the remark, and who made and
 * who audited it, when. The same declaration draws the paper, so the two never disagree.
 */
export function DocumentView({ doc }: { readonly doc: PrintedDoc }) {
  const columns = (doc.table?.columns ?? []).map((c, i) => ({
    key: String(i),
    dataIndex: String(i),
    title: c.title,
    align: c.align,
  }));
  const rows = (doc.table?.rows ?? []).map((cells, i) => ({
    key: i,
    ...Object.fromEntries(cells.map((cell, j) => [String(j), cell])),
  }));
  const totals = [...doc.totals, ...(doc.words ? [doc.words] : [])];
  return (
    <div className="record-document" data-testid="record-document">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={doc.facts.map((f, i) => ({ key: `fact-${i}`, label: f.label, children: f.value || NONE }))}
      />
      {doc.table && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {doc.table.caption ?? detailText('lines')}
          </Typography.Title>
          <Table
            className="record-document-lines"
            size="small"
            bordered
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
      <Descriptions
        className="record-document-totals"
        style={{ marginTop: 16 }}
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          ...totals.map((f, i) => ({ key: `total-${i}`, label: f.label, children: f.value })),
          ...(doc.remark ? [{ key: 'remark', label: detailText('remark'), children: doc.remark }] : []),
        ]}
      />
      <Descriptions
        className="record-document-people"
        style={{ marginTop: 16 }}
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={doc.people.map((p, i) => ({
          key: `person-${i}`,
          label: p.label,
          children: p.name ? `${p.name}  ${p.at}` : NONE,
        }))}
      />
    </div>
  );
}

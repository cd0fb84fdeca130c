import { useQuery } from '@tanstack/react-query';
import { pageByName } from '@yanye/catalog';
import {
  cellRenderers,
  countQuery,
  currentLang,
  initialView,
  type Row as ListRow,
  metaQuery,
  pageQuery,
} from '@yanye/framework/web';
import { Card, Col, Row, Table, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import { listLink, MEMBER_LISTS, type MemberList } from './memberLists';
import { memberText } from './texts';

/** How many of the member's latest rows each list shows here. */
const LATEST = 5;

/**
 * One list's latest rows of the member and how many there are, read through the list's own calls with its
 * member filter set, labelled by its metadata; left out if the list has no such filter (it would show everyone's).
 */
function MemberListCard({ list, phone }: { readonly list: MemberList; readonly phone: string }) {
  const page = pageByName(list.page)!;
  const api = page.api[0]!;
  const meta = useQuery(metaQuery(api));
  const filtered = meta.data?.top_search.some((f) => f.name === list.filter) === true;
  const view = { ...initialView, opened: filtered, limit: LATEST, filters: { [list.filter]: phone } };
  const rows = useQuery(pageQuery(api, meta.data, view));
  const count = useQuery(countQuery(api, meta.data, view));
  if (meta.data && !filtered) return null;
  const columns: TableColumnsType<ListRow> = list.columns.flatMap((name) => {
    const c = meta.data?.rows[name];
    if (!c) return [];
    // As the lists lay them out (docs/engine.md, "Column kinds"): numbers, codes, times and states whole on one
    // line; only long texts (feedback) give up room, cut with the whole text on hover.
    const long = c.kind === 'longtext';
    return [
      {
        key: name,
        title: c.title,
        dataIndex: name,
        align: c.type === 'number' ? ('right' as const) : undefined,
        ellipsis: long ? { showTitle: true } : false,
        width: long ? 220 : undefined,
        onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
        render: (v: unknown, row: ListRow) => cellRenderers[c.type](v, c, row),
      },
    ];
  });
  const link = listLink(list, phone);
  const total = count.data?.count;
  return (
    <Col xs={24} xl={12}>
      <Card
        size="small"
        data-testid={`member-list-${list.page}`}
        title={
          <span>
            {page.title[currentLang()]}{' '}
            {total !== undefined && <Tag>{memberText('count', { count: total })}</Tag>}
          </span>
        }
        extra={link && <Link to={link}>{memberText('seeAll')}</Link>}
      >
        <Table<ListRow>
          size="small"
          rowKey={(r) => String(r.id ?? JSON.stringify(r))}
          columns={columns}
          dataSource={(rows.data?.rows as ListRow[] | undefined) ?? []}
          loading={rows.isPending && filtered}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: memberText('none') }}
        />
      </Card>
    </Col>
  );
}

/** The member's orders, refunds, recycling orders, feedback and check-ins: the lists this user may open. */
export function MemberRecords({
  phone,
  mayOpen,
}: {
  readonly phone: string;
  readonly mayOpen: (page: string) => boolean;
}) {
  const lists = MEMBER_LISTS.filter((l) => mayOpen(l.page));
  if (lists.length === 0) return null;
  return (
    <Card
      size="small"
      title={memberText('records')}
      extra={<span className="member-match">{memberText('matchedByPhone', { phone })}</span>}
    >
      <Row gutter={[16, 16]}>
        {lists.map((l) => (
          <MemberListCard key={l.page} list={l} phone={phone} />
        ))}
      </Row>
    </Card>
  );
}

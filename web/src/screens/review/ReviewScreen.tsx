import { AskFirst, useWholeColumns } from '@yanye/framework/web';
import { App, Button, Card, Drawer, Input, Segmented, Space, Table } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import type { Answer, DrawerReviewKind, ReviewKind, ReviewListState, RowReviewKind } from './kind';
import { ReasonDialog } from './ReasonDialog';
import { useRejection } from './useRejection';

/**
 * The platform's review screen (审核中心): a list of what waits for a decision, filtered by status and keyword,
 * and the decisions, approve (after a question naming what it approves, `approval`) or reject with a reason, taken on each row or in a drawer
 * that shows the row opened. What it lists, calls and says is its kind's declaration.
 */
export function ReviewScreen<Row extends object, Filter extends string, Subject>({
  kind,
  title,
}: {
  readonly kind: ReviewKind<Row, Filter, Subject>;
  readonly title: string;
}) {
  return kind.decideIn === 'row' ? (
    <RowReview kind={kind} title={title} />
  ) : (
    <DrawerReview kind={kind} title={title} />
  );
}

/** Shows a decision's message, and after it does what the screen does next. */
function useDone(next: () => void = () => undefined) {
  const { message } = App.useApp();
  return (answer: Answer) => {
    void message.success(answer.msg);
    next();
  };
}

function RowReview<Row extends object, Filter extends string>({
  kind,
  title,
}: {
  readonly kind: RowReviewKind<Row, Filter>;
  readonly title: string;
}) {
  const queue = kind.useQueue();
  const texts = kind.texts();
  const done = useDone();
  const rejection = useRejection(queue.reject, done);
  const actions: ColumnType<Row> = {
    title: texts.actions,
    key: 'actions',
    fixed: 'right',
    render: (_, row) =>
      kind.decidable(row) && (
        <Space>
          <AskFirst {...kind.approval(row)} onConfirm={() => queue.approve(row).then(done, () => undefined)}>
            <Button type="link" size="small" disabled={queue.busy}>
              {texts.approve}
            </Button>
          </AskFirst>
          <Button type="link" size="small" danger disabled={queue.busy} onClick={() => rejection.ask(row)}>
            {texts.reject}
          </Button>
        </Space>
      ),
  };
  return (
    <ReviewList kind={kind} queue={queue} title={title} actions={actions}>
      <ReasonDialog field={kind.reason()} rejection={rejection} busy={queue.busy} />
    </ReviewList>
  );
}

function DrawerReview<Row extends object, Filter extends string, Subject>({
  kind,
  title,
}: {
  readonly kind: DrawerReviewKind<Row, Filter, Subject>;
  readonly title: string;
}) {
  const queue = kind.useQueue();
  const texts = kind.texts();
  const [opened, setOpened] = useState<Row>();
  const { subject, loading } = kind.useSubject(opened);
  const done = useDone(() => {
    if (kind.closeAfterDecision) setOpened(undefined);
  });
  const rejection = useRejection(queue.reject, done);
  const actions: ColumnType<Row> = {
    title: texts.actions,
    key: 'actions',
    render: (_, row) => (
      <Button type="link" size="small" onClick={() => setOpened(row)}>
        {texts.view}
      </Button>
    ),
  };
  return (
    <ReviewList kind={kind} queue={queue} title={title} actions={actions}>
      <Drawer
        open={opened !== undefined}
        onClose={() => setOpened(undefined)}
        size="large"
        title={kind.title(subject)}
        loading={loading && !subject}
        extra={
          subject !== undefined &&
          kind.decidable(subject) && (
            <Space>
              {queue.claim && kind.claimable?.(subject) && (
                <Button
                  loading={queue.busy}
                  onClick={() => queue.claim?.(subject).then(done, () => undefined)}
                >
                  {texts.claim}
                </Button>
              )}
              <Button danger onClick={() => rejection.ask(subject)} disabled={queue.busy}>
                {texts.reject}
              </Button>
              <AskFirst
                {...kind.approval(subject)}
                onConfirm={() => queue.approve(subject).then(done, () => undefined)}
              >
                <Button type="primary" loading={queue.busy}>
                  {texts.approve}
                </Button>
              </AskFirst>
            </Space>
          )
        }
      >
        {subject !== undefined && kind.body(subject)}
      </Drawer>
      <ReasonDialog field={kind.reason()} rejection={rejection} busy={queue.busy} />
    </ReviewList>
  );
}

/** The card of a review screen: the status filter and the keyword over the list, the decisions' parts below. */
function ReviewList<Row extends object, Filter extends string, Subject>({
  kind,
  queue,
  title,
  actions,
  children,
}: {
  readonly kind: ReviewKind<Row, Filter, Subject>;
  readonly queue: ReviewListState<Row, Filter>;
  readonly title: string;
  readonly actions: ColumnType<Row>;
  readonly children: ReactNode;
}) {
  const texts = kind.texts();
  const table = useWholeColumns([...kind.columns(), actions], queue.rows);
  return (
    <Card title={title}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<Filter>
          value={queue.status}
          onChange={queue.filter}
          options={kind.filters.map((f) => ({ value: f, label: texts.filter(f) }))}
        />
        <Input.Search allowClear placeholder={texts.keyword} onSearch={queue.search} style={{ width: 260 }} />
      </Space>
      <div ref={table.box}>
        <Table<Row>
          rowKey={kind.rowKey}
          size="middle"
          loading={queue.loading}
          dataSource={queue.rows}
          columns={table.columns}
          tableLayout={table.fixed ? 'fixed' : undefined}
          scroll={{ x: table.width }}
          pagination={{
            current: queue.page,
            pageSize: queue.limit,
            total: queue.count,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 30, 50],
            showTotal: texts.total,
            onChange: queue.paginate,
          }}
        />
      </div>
      {children}
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { pageByName } from '@yanye/catalog';
import {
  ActionDialog,
  AskFirst,
  actionsFor,
  askingOf,
  callWithMessage,
  doneText,
  isNotFound,
  metaQuery,
  PrintButton,
  Unavailable,
  useApiQuery,
  usePermissions,
  useViewName,
  useWrite,
  type Values,
} from '@yanye/framework/web';
import { API, type OrderStatus, type RowAction, resourceCalls } from '@yanye/protocol';
import { Alert, Button, Card, message, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { OrderSections } from './OrderSections';
import { OrderStory } from './OrderStory';
import { OrderLines, OrderRefunds } from './OrderTables';
import { type Order, orderReader } from './orderInfo';
import { workbenchText } from './texts';

/** The order list: its page (to go back to) and its data path (whose metadata labels the details). */
const LIST_PAGE = pageByName('OrderManage')!;

const STATUS_COLOR: Readonly<Record<OrderStatus, string>> = {
  submit: 'orange',
  pay: 'blue',
  send: 'cyan',
  receive: 'green',
  finish: 'green',
  cancel: 'default',
};

/** The list's actions (ship, mark consumed, cancel) on one order, as the list runs them. */
function useOrderActions(order: Order | undefined) {
  const [asking, setAsking] = useState<RowAction>();
  const write = useWrite(
    ({ action, values }: { action: RowAction; values: Values }, key) =>
      callWithMessage(resourceCalls.action(action.api), { ...values, id: order?.id }, { key }),
    ({ action }) => [action.api],
  );
  const run = async (action: RowAction, values: Values = {}) => {
    try {
      const r = await write.mutateAsync({ action, values });
      void message.success(doneText(r.msg, action.title));
      setAsking(undefined);
      return undefined;
    } catch (error) {
      return error; // Shown by the error catalogue, and on the dialog's field it names.
    }
  };
  return { asking, setAsking, run, busy: write.isPending };
}

/**
 * /dataDetails/order/info/:id: one order, labelled by the order list's own metadata (its column titles and
 * option labels), with the list's actions (ship, mark consumed, cancel) offered as the list offers them.
 */
export function OrderInfoScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const permissions = usePermissions();
  const read = useApiQuery(API.retail.orderInfo, { id: Number(id) });
  // The list's metadata, shared with the list itself.
  const meta = useQuery(metaQuery(LIST_PAGE.api[0]!));
  const order = read.data;
  const { asking, setAsking, run, busy } = useOrderActions(order);
  useViewName(order?.order_sn);

  if (isNotFound(read.error)) return <Unavailable reason="notFound" record detail={read.error.message} />;
  const error = read.error ?? meta.error;
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!order || !meta.data || !permissions) return <Spin />;

  const reader = orderReader(order, meta.data);
  const actions = actionsFor(
    order,
    meta.data.actions.filter((a) => permissions.apis.has(a.api)),
  );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="order-info">
      <Card
        title={
          <Space>
            {title}
            <Tag color={STATUS_COLOR[order.order_status]} data-testid="order-status">
              {reader.show('order_status')}
            </Tag>
          </Space>
        }
        extra={
          <Space wrap>
            {actions.map((a) =>
              a.fields?.length ? (
                <Button key={a.name} type="primary" danger={a.danger === true} onClick={() => setAsking(a)}>
                  {a.title}
                </Button>
              ) : (
                <AskFirst key={a.name} {...askingOf(a, order.order_sn)} onConfirm={() => void run(a)}>
                  <Button type="primary" danger={a.danger === true}>
                    {a.title}
                  </Button>
                </AskFirst>
              ),
            )}
            <PrintButton page={LIST_PAGE} id={Number(id)} />
            <Link to={LIST_PAGE.path}>
              <Button>{workbenchText('backToList')}</Button>
            </Link>
          </Space>
        }
      >
        <OrderSections order={order} read={reader} />
      </Card>
      <OrderLines lines={order.lines} />
      <OrderRefunds refunds={order.refunds} />
      <OrderStory events={order.events} />
      <ActionDialog
        action={asking}
        name={order.order_sn}
        busy={busy}
        onCancel={() => setAsking(undefined)}
        onOk={(values) => (asking ? run(asking, values) : undefined)}
      />
    </Space>
  );
}

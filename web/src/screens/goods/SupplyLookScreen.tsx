import {
  AskFirst,
  askingFor,
  formatTime,
  mediaUrl,
  thumbUrl,
  Unavailable,
  useViewName,
} from '@yanye/framework/web';
import { formatYuan, type SupplyTaker } from '@yanye/protocol';
import { Alert, Button, Card, Descriptions, Image, Space, Spin, Table, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { supplyText } from './texts';
import { useSupplyLook } from './useSupplyLook';

/** A quantity in the goods' unit, to the gram its three decimals hold. */
const amount = (n: number, unit: string) => `${Number(n.toFixed(3))} ${unit}`;

/** /goods/list/lookSupply/:id (查看供货): a supply offer read-only, and the stores of the platform taking it. */
export function SupplyLookScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const s = useSupplyLook(Number(id));
  useViewName(s.offer?.name);
  if (s.missing) return <Unavailable reason="notFound" record />;
  if (s.error) return <Alert type="error" showIcon title={s.error} />;
  if (!s.offer) return <Spin />;
  const o = s.offer;
  const active = o.supply_status === 1;
  return (
    <Card
      title={title}
      className="supply-look"
      extra={
        <Space>
          {s.editPath && (
            <Link to={s.editPath}>
              <Button type="primary">{supplyText('edit')}</Button>
            </Link>
          )}
          {s.canStop && (
            <AskFirst
              {...askingFor(s.stopApi, o.name)}
              after={supplyText('stopAsk')}
              onConfirm={() => void s.stop()}
            >
              <Button danger loading={s.stopping}>
                {supplyText('stop')}
              </Button>
            </AskFirst>
          )}
          <Button onClick={() => navigate(-1)}>{supplyText('back')}</Button>
        </Space>
      }
    >
      <Space align="start" size={24} wrap>
        {mediaUrl(o.image) && (
          <Image
            src={thumbUrl(o.image)}
            width={120}
            height={120}
            style={{ objectFit: 'cover' }}
            preview={{ src: mediaUrl(o.image) }}
          />
        )}
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ minWidth: 320 }}>
          <Descriptions.Item label={supplyText('goods')}>{o.name}</Descriptions.Item>
          <Descriptions.Item label={supplyText('code')}>{o.code}</Descriptions.Item>
          <Descriptions.Item label={supplyText('spec')}>{o.spec}</Descriptions.Item>
          <Descriptions.Item label={supplyText('price')}>{formatYuan(o.price)}</Descriptions.Item>
          <Descriptions.Item label={supplyText('supplyPrice')}>
            {formatYuan(o.supply_price)}
          </Descriptions.Item>
          <Descriptions.Item label={supplyText('moq')}>{amount(o.supply_moq, o.unit)}</Descriptions.Item>
          <Descriptions.Item label={supplyText('stock')}>{amount(o.supply_stock, o.unit)}</Descriptions.Item>
          <Descriptions.Item label={supplyText('regions')}>{o.regions_text}</Descriptions.Item>
          <Descriptions.Item label={supplyText('status')}>
            <Tag color={active ? 'green' : 'default'}>{supplyText(active ? 'active' : 'stopped')}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={supplyText('since')}>{formatTime(o.supply_started_at)}</Descriptions.Item>
          {!active && (
            <Descriptions.Item label={supplyText('stoppedAt')}>
              {formatTime(o.supply_stopped_at)}
            </Descriptions.Item>
          )}
          {o.supply_remark && (
            <Descriptions.Item label={supplyText('remark')}>{o.supply_remark}</Descriptions.Item>
          )}
        </Descriptions>
      </Space>
      <Table<SupplyTaker>
        title={() => supplyText('takers', { n: o.takers.length })}
        rowKey="id"
        size="middle"
        style={{ marginTop: 16 }}
        dataSource={o.takers}
        pagination={o.takers.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: supplyText('noTakers') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: supplyText('store'), dataIndex: 'store_name', key: 'store' },
          { title: supplyText('firstTaken'), key: 'since', render: (_, r) => formatTime(r.since) },
          {
            title: supplyText('taken'),
            key: 'quantity',
            align: 'right',
            render: (_, r) => amount(r.quantity, o.unit),
          },
          { title: supplyText('lastTaken'), key: 'last', render: (_, r) => formatTime(r.last_taken_at) },
        ]}
      />
    </Card>
  );
}

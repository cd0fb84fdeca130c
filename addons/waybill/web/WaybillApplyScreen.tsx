import { NumberBox, numberBoxRule, RemoteSelect, t } from '@yanye/addon-kit/web';
import { Alert, Button, Card, Empty, Form, Input, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { type WaybillIssued, WEIGHT_KG, waybillOrderOptions } from '../contract';
import { waybillText } from './texts';
import { ACCOUNT_OPTIONS, type ApplyInput, useWaybillApply } from './useWaybillApply';

interface Values {
  order_id?: number;
  auth_id?: number;
  weight?: number | null;
  remark?: string;
}

/**
 * /plugin/waybill/apply: an operator picks an order waiting to ship and a courier account, draws its waybill
 * number from the courier's platform, and prints the label (for the browser tests: `waybill-draw`,
 * `waybill-drawn`).
 */
export function WaybillApplyScreen({ title }: { readonly title: string }) {
  const [form] = Form.useForm<Values>();
  const apply = useWaybillApply();
  const submit = async (v: Values) => {
    const input: ApplyInput = {
      orderId: v.order_id,
      authId: v.auth_id,
      weight: v.weight,
      remark: v.remark?.trim(),
    };
    // The account stays picked for the next order; the order, weight and remark start over.
    if (await apply.draw(input)) form.setFieldsValue({ order_id: undefined, weight: null, remark: '' });
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={title}>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 560 }}>
          <Form.Item
            name="order_id"
            label={waybillText('order')}
            rules={[{ required: true, message: t('choose', waybillText('order')) }]}
          >
            <RemoteSelect
              api={waybillOrderOptions.path}
              placeholder={waybillText('pickOrder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="auth_id"
            label={waybillText('account')}
            rules={[{ required: true, message: t('choose', waybillText('account')) }]}
          >
            <RemoteSelect
              api={ACCOUNT_OPTIONS}
              placeholder={waybillText('pickAccount')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Space size={16} wrap align="start">
            <Form.Item
              name="weight"
              label={waybillText('weight')}
              extra={waybillText('weightHint')}
              rules={[numberBoxRule(waybillText('weight'), WEIGHT_KG)]}
            >
              <NumberBox {...WEIGHT_KG} />
            </Form.Item>
            <Form.Item name="remark" label={waybillText('remark')}>
              <Input maxLength={50} style={{ width: 280 }} />
            </Form.Item>
          </Space>
          <Alert type="info" showIcon title={waybillText('note')} style={{ marginBottom: 16 }} />
          <Button type="primary" htmlType="submit" loading={apply.busy} data-testid="waybill-draw">
            {waybillText('draw')}
          </Button>
        </Form>
      </Card>
      <Drawn apply={apply} />
    </Space>
  );
}

function Drawn({ apply }: { readonly apply: ReturnType<typeof useWaybillApply> }) {
  const columns = [
    { key: 'order_sn', title: waybillText('orderSn'), dataIndex: 'order_sn' },
    { key: 'company', title: waybillText('company'), dataIndex: 'company' },
    {
      key: 'waybill_no',
      title: waybillText('number'),
      render: (_: unknown, w: WaybillIssued) => <Typography.Text copyable>{w.waybill_no}</Typography.Text>,
    },
    { key: 'bulkpen', title: waybillText('bulkpen'), dataIndex: 'bulkpen' },
    { key: 'sorting_code', title: waybillText('sortingCode'), dataIndex: 'sorting_code' },
    { key: 'package_center', title: waybillText('hub'), dataIndex: 'package_center' },
    {
      key: 'print',
      title: '',
      render: (_: unknown, w: WaybillIssued) => {
        const path = apply.labelPath(w.id);
        return path ? <Link to={path}>{waybillText('print')}</Link> : null;
      },
    },
  ];
  return (
    <Card
      title={waybillText('drawn')}
      size="small"
      extra={apply.recordsPath ? <Link to={apply.recordsPath}>{waybillText('records')}</Link> : null}
    >
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...apply.drawn]}
        pagination={false}
        locale={{ emptyText: <Empty description={waybillText('none')} /> }}
        data-testid="waybill-drawn"
      />
    </Card>
  );
}

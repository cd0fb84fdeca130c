import { RemoteSelect } from '@yanye/framework/web';
import { API, formatYuan } from '@yanye/protocol';
import { Alert, Button, Card, Checkbox, Form, Input, Radio, Select, Space, Spin, Typography } from 'antd';
import { QuoteBreakdown } from './QuoteBreakdown';
import { recycleOrderText } from './texts';
import type { ItemView, RecycleOrderAdd } from './useRecycleOrderAdd';

/** The leaf categories an item is quoted in. */
const LEAVES = `${API.recycle.categoryOptions.path}?leaf=1`;

/**
 * One item of the order being written: its category, brand, answers to its valuation questions and quantity,
 * with the server's quote of it shown as the answers are picked.
 */
export function OrderItemCard(props: {
  readonly n: number;
  readonly item: ItemView;
  readonly form: RecycleOrderAdd;
  readonly removable: boolean;
}) {
  const { item, form, n } = props;
  const { draft, sheet } = item;
  const key = draft.key;
  const title = (name: string) => form.itemField(name)?.title ?? name;
  return (
    <Card
      size="small"
      title={recycleOrderText('item', { n })}
      data-testid={`recycle-item-${n}`}
      extra={
        props.removable && (
          <Button type="link" danger onClick={() => form.removeItem(key)}>
            {recycleOrderText('remove')}
          </Button>
        )
      }
    >
      <Form layout="vertical" component={false}>
        <Form.Item label={title('category_id')} required>
          <RemoteSelect
            api={LEAVES}
            value={draft.categoryId}
            onChange={(v) => form.pickCategory(key, typeof v === 'number' ? v : undefined)}
          />
        </Form.Item>
        {draft.categoryId !== undefined && !sheet && !item.problem && <Spin size="small" />}
        {sheet && (
          <>
            {sheet.brands.length > 0 && (
              <Form.Item label={title('brand_id')}>
                <Select
                  style={{ maxWidth: 360 }}
                  value={draft.brandId}
                  onChange={(v: number) => form.pickBrand(key, v)}
                  options={[
                    { value: 0, label: recycleOrderText('noBrand') },
                    ...sheet.brands.map((b) => ({
                      value: b.id,
                      label: b.factor === 100 ? b.name : `${b.name} (${b.factor}%)`,
                    })),
                  ]}
                />
              </Form.Item>
            )}
            {sheet.questions.map((q) => {
              const held = draft.answers[q.id] ?? [];
              const options = q.answers.map((a) => ({ value: a.id, label: a.text }));
              return (
                <Form.Item key={q.id} label={q.title} required={q.required}>
                  {q.type === 'single' ? (
                    <Radio.Group
                      options={options}
                      value={held[0]}
                      onChange={(e) => form.pickAnswer(key, q.id, Number(e.target.value))}
                    />
                  ) : (
                    <Checkbox.Group
                      options={options}
                      value={[...held]}
                      onChange={(picked) => {
                        const changed = options.find(
                          (o) => picked.includes(o.value) !== held.includes(o.value),
                        );
                        if (changed) form.pickAnswer(key, q.id, changed.value);
                      }}
                    />
                  )}
                </Form.Item>
              );
            })}
            <Form.Item label={title('qty')} required>
              <Input
                style={{ width: 160 }}
                inputMode="numeric"
                suffix={sheet.category.unit}
                value={draft.qty}
                onChange={(e) => form.setQty(key, e.target.value.replace(/\D/g, '').slice(0, 4))}
              />
            </Form.Item>
          </>
        )}
      </Form>
      {item.problem && <Alert type="warning" showIcon title={item.problem} />}
      {sheet && item.missing.length > 0 && (
        <Typography.Text type="secondary">
          {recycleOrderText('answerFirst', { questions: item.missing.join(', ') })}
        </Typography.Text>
      )}
      {item.quote && (
        <Space direction="vertical" size={4}>
          <QuoteBreakdown quote={item.quote} />
          {item.subtotal !== undefined && (
            <Typography.Text strong data-testid={`recycle-item-subtotal-${n}`}>
              {recycleOrderText('subtotal')} {formatYuan(item.subtotal)}
            </Typography.Text>
          )}
        </Space>
      )}
      {item.quoting && !item.quote && (
        <Typography.Text type="secondary">{recycleOrderText('quoting')}</Typography.Text>
      )}
    </Card>
  );
}

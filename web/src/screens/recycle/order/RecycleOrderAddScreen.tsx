import { entityByName, pageByName } from '@yanye/catalog';
import {
  currentLang,
  isBeforeToday,
  pickedTime,
  pickerTime,
  RegionCascader,
  RemoteSelect,
  useClickGuard,
  useNotify,
  useShellView,
} from '@yanye/framework/web';
import { message } from '@yanye/i18n';
import { API, formatMoney, isPhoneOf } from '@yanye/protocol';
import { Alert, Button, Card, DatePicker, Form, Input, Radio, Select, Space, Spin, Statistic } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OrderItemCard } from './OrderItemCard';
import { recycleOrderText } from './texts';
import { type RecycleOrderAdd, useRecycleOrderAdd } from './useRecycleOrderAdd';

/** The order's API base, as the catalogue says it. */
const BASE = entityByName('RecycleOrder')?.api ?? '';

/**
 * `/recycle/order/add`: an order taken on a member's behalf (a phone order). The items are quoted live as their
 * answers are picked; the server quotes them again when the order is saved, and that is the order's price.
 */
export function RecycleOrderAddScreen({ title }: { readonly title: string }) {
  const form = useRecycleOrderAdd(`${BASE}Info`, `${BASE}Save`);
  const navigate = useNavigate();
  const view = useShellView();
  const notify = useNotify();
  const guard = useClickGuard();
  if (form.error) return <Alert type="error" showIcon title={form.error.message} />;
  if (form.loading) return <Spin />;
  const label = (name: string) => form.field(name)?.title ?? name;
  const submit = async () => {
    guard.click();
    try {
      const { data, msg } = await form.save();
      notify.success(msg);
      view?.close();
      const info = pageByName('RecycleOrderInfo');
      navigate(info ? info.path.replace(':id', String(data.id)) : '/recycle/order/manage', { replace: true });
    } catch {
      // The refusal is shown by the error catalogue; what was typed stays.
    }
  };
  return (
    <Card title={title}>
      <Form layout="vertical" style={{ maxWidth: 760 }} component="div">
        <Form.Item label={label('member_id')} required>
          <RemoteSelect
            api={form.field('member_id')?.options_api ?? ''}
            value={form.place.memberId}
            onChange={(v) => form.pickMember(typeof v === 'number' ? v : undefined)}
          />
        </Form.Item>
        <PlaceFields form={form} label={label} />
        <Form.Item label={label('preferred_at')}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={pickerTime(form.place.preferredAt) ?? null}
            disabledDate={isBeforeToday}
            onChange={(d) => form.setPlace({ preferredAt: d ? pickedTime(d) : undefined })}
          />
        </Form.Item>
        <Form.Item label={label('remark')}>
          <Input.TextArea
            rows={2}
            maxLength={200}
            value={form.place.remark}
            onChange={(e) => form.setPlace({ remark: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={recycleOrderText('items')} required>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            {form.items.map((item, i) => (
              <OrderItemCard
                key={item.draft.key}
                n={i + 1}
                item={item}
                form={form}
                removable={form.items.length > 1}
              />
            ))}
            <Button onClick={form.addItem}>{recycleOrderText('addItem')}</Button>
          </Space>
        </Form.Item>
        <Statistic
          title={recycleOrderText('total')}
          prefix="¥"
          value={formatMoney(form.total)}
          valueRender={(node) => <span data-testid="recycle-quote-total">{node}</span>}
        />
        <div style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 16 }}>{recycleOrderText('totalHint')}</div>
        <Space>
          <Button
            type="primary"
            data-testid="recycle-order-save"
            disabled={!form.ready || guard.blocked}
            loading={form.busy}
            onClick={() => void submit()}
          >
            {recycleOrderText('save')}
          </Button>
          <Button onClick={() => navigate(-1)}>{recycleOrderText('cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** Where the goods are collected: a point, or one of the member's addresses (or a new one, kept as theirs). */
function PlaceFields({
  form,
  label,
}: {
  readonly form: RecycleOrderAdd;
  readonly label: (name: string) => string;
}) {
  const modes = form.field('mode')?.options ?? [];
  const { place } = form;
  return (
    <>
      <Form.Item label={label('mode')} required>
        <Radio.Group
          value={place.mode}
          options={modes.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(e) => form.setPlace({ mode: e.target.value })}
        />
      </Form.Item>
      {place.mode === 'point' ? (
        <Form.Item label={label('point_id')} required>
          <RemoteSelect
            api={form.field('point_id')?.options_api ?? ''}
            value={place.pointId}
            onChange={(v) => form.setPlace({ pointId: typeof v === 'number' ? v : undefined })}
          />
        </Form.Item>
      ) : (
        <HomeFields form={form} label={label} />
      )}
    </>
  );
}

function HomeFields({
  form,
  label,
}: {
  readonly form: RecycleOrderAdd;
  readonly label: (name: string) => string;
}) {
  const { place } = form;
  const tip = form.addressesFull
    ? recycleOrderText('addressFull')
    : (form.field('address_id')?.tip ?? undefined);
  return (
    <>
      <Form.Item label={label('address_id')} required extra={tip}>
        <Select
          style={{ maxWidth: 560 }}
          disabled={place.memberId === undefined}
          placeholder={place.memberId === undefined ? recycleOrderText('pickMember') : undefined}
          value={form.addressId}
          onChange={(v: number | 'new') => form.setPlace({ addressId: v })}
          options={[
            ...form.addresses.map((a) => ({ value: a.value, label: a.label })),
            ...(form.addressesFull ? [] : [{ value: 'new' as const, label: recycleOrderText('newAddress') }]),
          ]}
        />
      </Form.Item>
      {form.addressId === 'new' && (
        <>
          <Space wrap>
            <Form.Item label={label('contact_name')} required>
              <Input
                maxLength={30}
                value={place.contactName}
                onChange={(e) => form.setPlace({ contactName: e.target.value })}
              />
            </Form.Item>
            <ContactPhone
              label={label('contact_phone')}
              value={place.contactPhone}
              onChange={(contactPhone) => form.setPlace({ contactPhone })}
            />
          </Space>
          <Form.Item label={label('region')} required>
            <RegionCascader
              api={form.field('region')?.options_api ?? API.regions.regionTree.path}
              value={place.region}
              onChange={(region) => form.setPlace({ region })}
            />
          </Form.Item>
          <Form.Item label={label('street')} required>
            <Input
              maxLength={100}
              value={place.street}
              onChange={(e) => form.setPlace({ street: e.target.value })}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}

/**
 * The contact's mobile number, kept as typed: a number that is not one is refused under the field, in the words
 * the server uses, once it has a character no number has, its eleven digits, or the field is left.
 */
function ContactPhone(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const [left, setLeft] = useState(false);
  const { value } = props;
  const wrong =
    value.trim() !== '' &&
    !isPhoneOf('mobile', value) &&
    (left || /[^\d\s]/.test(value) || value.replace(/\D/g, '').length >= 11);
  return (
    <Form.Item
      label={props.label}
      required
      validateStatus={wrong ? 'error' : undefined}
      help={wrong ? message(currentLang(), 'phoneInvalid', { field: props.label }) : undefined}
    >
      <Input
        inputMode="tel"
        value={value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={() => setLeft(true)}
      />
    </Form.Item>
  );
}

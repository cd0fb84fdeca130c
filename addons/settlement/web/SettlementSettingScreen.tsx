import {
  AddonSettingsLink,
  formatTime,
  isAfterToday,
  NumberBox,
  numberBoxRule,
  pageByName,
  pickedDays,
  pickerDays,
  requiredMessage,
  SaveButton,
  useClickGuard,
} from '@yanye/addon-kit/web';
import { Alert, Button, Card, DatePicker, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { CYCLE_VALUES, FEE_RATE } from '../contract';
import { stx } from './texts';
import { type SettlementTerms, useSettlementSetting } from './useSettlementSetting';

/** Where the statements are listed, and where the provider's keys are set. */
const LIST_PATH = pageByName('SettlementManage')?.path ?? '/plugin/settlement/record/manage';

/**
 * /plugin/settlement/setting: the store's settlement terms with the payment provider (cycle, account, fee rate),
 * saved through the provider, and fetching its statements of some days, each reconciled against the ledger (for
 * the browser tests: `settlement-save`, `settlement-fetch`).
 */
export function SettlementSettingScreen({ title }: { readonly title: string }) {
  const s = useSettlementSetting();
  const [form] = Form.useForm<SettlementTerms>();
  const guard = useClickGuard();
  const fetchGuard = useClickGuard();
  const { info } = s;
  useEffect(() => {
    if (info)
      form.setFieldsValue({
        cycle: info.cycle,
        account_name: info.account_name,
        bank_name: info.bank_name,
        account_no: '',
        fee_rate: info.fee_rate,
      });
  }, [info, form]);

  if (s.error instanceof Error) return <Alert type="error" showIcon title={s.error.message} />;
  if (s.loading || !info) return <Spin />;
  const required = (field: string) => [{ required: true, message: stx('required', { field }) }];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="settlement-setting">
      <Card title={title}>
        {info.configured === 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={stx('notConfigured')}
            action={<AddonSettingsLink addon="settlement">{stx('openSetup')}</AddonSettingsLink>}
          />
        )}
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {stx('terms')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {info.synced_at > 0
            ? `${stx('effective', { date: info.effective_date })} · ${formatTime(info.synced_at)}`
            : stx('never')}
        </Typography.Paragraph>
        <Form<SettlementTerms>
          form={form}
          name="settlement-setting"
          labelCol={{ flex: '140px' }}
          style={{ maxWidth: 640 }}
          onFinish={(values) =>
            void s.submit(values).then((ok) => {
              if (ok) form.setFieldValue('account_no', '');
            })
          }
        >
          <Form.Item
            name="cycle"
            label={stx('cycle')}
            rules={[{ required: true, message: requiredMessage({ type: 'select', title: stx('cycle') }) }]}
          >
            <Select options={CYCLE_VALUES.map((value) => ({ value, label: stx(value) }))} />
          </Form.Item>
          <Form.Item name="account_name" label={stx('accountName')} rules={required(stx('accountName'))}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="bank_name" label={stx('bankName')} rules={required(stx('bankName'))}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="account_no"
            label={stx('accountNo')}
            extra={
              info.account_masked ? stx('accountKeep', { masked: info.account_masked }) : stx('accountNew')
            }
            rules={[
              ...(info.account_masked ? [] : required(stx('accountNo'))),
              { pattern: /^\d{8,32}$/, message: stx('accountNew') },
            ]}
          >
            <Input maxLength={32} inputMode="numeric" autoComplete="off" placeholder={info.account_masked} />
          </Form.Item>
          <Form.Item
            name="fee_rate"
            label={stx('feeRate')}
            extra={stx('feeHint')}
            rules={[...required(stx('feeRate')), numberBoxRule(stx('feeRate'), FEE_RATE)]}
          >
            <NumberBox {...FEE_RATE} suffix="%" />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <span data-testid="settlement-save">
              <SaveButton saving={s.saving} guard={guard}>
                {stx('save')}
              </SaveButton>
            </span>
          </Form.Item>
        </Form>
      </Card>
      <Card title={stx('fetchTitle')} extra={<Link to={LIST_PATH}>{stx('openList')}</Link>}>
        <Space direction="vertical" size={12}>
          <Typography.Text type="secondary">{stx('fetchHint')}</Typography.Text>
          <Space wrap>
            <DatePicker.RangePicker
              allowClear={false}
              value={pickerDays(s.range)}
              disabledDate={isAfterToday}
              onChange={(v) => {
                if (v?.[0] && v[1]) s.setRange(pickedDays([v[0], v[1]]));
              }}
            />
            <Button
              type="primary"
              data-testid="settlement-fetch"
              loading={s.fetching}
              disabled={fetchGuard.blocked || info.configured === 0}
              onClick={() => {
                fetchGuard.click();
                void s.fetchStatements();
              }}
            >
              {stx('fetch')}
            </Button>
          </Space>
          {s.fetched && (
            <Alert
              type={s.fetched.differs > 0 ? 'warning' : 'success'}
              showIcon
              title={stx('result', s.fetched)}
            />
          )}
        </Space>
      </Card>
    </Space>
  );
}

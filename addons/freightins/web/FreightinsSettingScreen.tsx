import {
  formatTime,
  NumberBox,
  numberBoxRule,
  parseYuan,
  t,
  useApiQuery,
  useApiWrite,
  useClickGuard,
  useNotify,
  yuanNumber,
} from '@yanye/addon-kit/web';
import { Alert, Button, Card, Form, Radio, Space, Spin, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { AMOUNT_CENTS, type FreightinsSettings, settingInfo, settingSave } from '../contract';
import { freightinsText } from './texts';

/** The form's values: money in yuan as typed, switches as booleans. */
interface Values {
  enabled: boolean;
  premium: number;
  insured_amount: number;
  scope: 'all' | 'over';
  min_amount: number;
  auto_claim: boolean;
}

/** A setting's amount as the form takes it: yuan, two places, within the call's range. */
const yuanBounds = (name: keyof typeof AMOUNT_CENTS) => ({
  min: AMOUNT_CENTS[name].min / 100,
  max: AMOUNT_CENTS[name].max / 100,
  decimals: 2,
});

/** Yuan as the number box holds them (two decimals at most, its rule says), in cents. */
const cents = (yuan: number) => parseYuan(String(yuan)) ?? 0;

/**
 * What the form sends, or undefined when it equals what is saved (an unchanged save is refused,
 * docs/business-rules.md).
 */
export function toSettings(v: Values, saved: FreightinsSettings): FreightinsSettings | undefined {
  const next: FreightinsSettings = {
    enabled: v.enabled ? 1 : 0,
    premium: cents(v.premium),
    insured_amount: cents(v.insured_amount),
    scope: v.scope,
    min_amount: v.scope === 'over' ? cents(v.min_amount) : 0,
    auto_claim: v.auto_claim ? 1 : 0,
  };
  const same = (Object.keys(next) as (keyof FreightinsSettings)[]).every((k) => next[k] === saved[k]);
  return same ? undefined : next;
}

/**
 * /plugin/freightins/setting: whether shipped orders are insured, the premium and the cover, which orders, and
 * whether claims are filed on return by themselves. The insurer's keys are on the connection page beside it.
 */
export function FreightinsSettingScreen({ title }: { readonly title: string }) {
  const info = useApiQuery(settingInfo);
  const save = useApiWrite(settingSave);
  const notify = useNotify();
  const guard = useClickGuard();
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form);
  const saved = info.data;

  useEffect(() => {
    if (!saved) return;
    form.setFieldsValue({
      enabled: saved.enabled === 1,
      premium: yuanNumber(saved.premium) ?? undefined,
      insured_amount: yuanNumber(saved.insured_amount) ?? undefined,
      scope: saved.scope,
      min_amount: yuanNumber(saved.min_amount) ?? undefined,
      auto_claim: saved.auto_claim === 1,
    });
  }, [saved, form]);

  if (info.error) return <Alert type="error" showIcon title={info.error.message} />;
  if (!saved) return <Spin />;

  const submit = async (values: Values) => {
    const body = toSettings(values, saved);
    if (!body) {
      notify.warning(t('unchanged'));
      return;
    }
    const done = await save.mutateAsync(body).catch(() => undefined);
    if (done) notify.success(done.msg);
  };

  const money = (name: keyof typeof AMOUNT_CENTS) => (
    <NumberBox {...yuanBounds(name)} suffix={freightinsText('yuan')} width={200} />
  );
  const moneyRules = (name: keyof typeof AMOUNT_CENTS, title: string) => [
    { required: true, message: t('required', title) },
    numberBoxRule(title, yuanBounds(name)),
  ];
  return (
    <Card title={title} extra={<Link to="/plugin/freightins/api">{freightinsText('apiLink')}</Link>}>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '160px' }}
        style={{ maxWidth: 720 }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="enabled"
          label={freightinsText('enabled')}
          valuePropName="checked"
          extra={freightinsText('enabledHint')}
        >
          <Switch />
        </Form.Item>
        {saved.enabled === 1 && saved.enabled_at > 0 && (
          <Form.Item label=" " colon={false}>
            <Typography.Text type="secondary">
              {freightinsText('enabledSince', { time: formatTime(saved.enabled_at) })}
            </Typography.Text>
          </Form.Item>
        )}
        <Form.Item
          name="premium"
          label={freightinsText('premium')}
          extra={freightinsText('premiumHint')}
          rules={moneyRules('premium', freightinsText('premium'))}
        >
          {money('premium')}
        </Form.Item>
        <Form.Item
          name="insured_amount"
          label={freightinsText('insured')}
          extra={freightinsText('insuredHint')}
          rules={moneyRules('insured_amount', freightinsText('insured'))}
        >
          {money('insured_amount')}
        </Form.Item>
        <Form.Item name="scope" label={freightinsText('scope')}>
          <Radio.Group
            options={[
              { value: 'all', label: freightinsText('scopeAll') },
              { value: 'over', label: freightinsText('scopeOver') },
            ]}
          />
        </Form.Item>
        {scope === 'over' && (
          <Form.Item
            name="min_amount"
            label={freightinsText('minAmount')}
            rules={moneyRules('min_amount', freightinsText('minAmount'))}
          >
            {money('min_amount')}
          </Form.Item>
        )}
        <Form.Item
          name="auto_claim"
          label={freightinsText('autoClaim')}
          valuePropName="checked"
          extra={freightinsText('autoClaimHint')}
        >
          <Switch />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              disabled={guard.blocked}
              onClick={guard.click}
              data-testid="freightins-save"
            >
              {freightinsText('save')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

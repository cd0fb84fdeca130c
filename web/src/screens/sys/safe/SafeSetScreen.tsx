import { formatTime, NumberBox, numberBoxRule, SaveButton, t } from '@yanye/framework/web';
import { IP_ALLOW_MAX, SAFE_LIMITS } from '@yanye/protocol';
import { Alert, Button, Card, Divider, Form, Input, Radio, Space, Spin, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { entriesOf, linesOf, type SafeForm, toForm, withAddress } from './safeForm';
import { safeText } from './texts';
import { useSafeSettings } from './useSafeSettings';

type NumberKey = keyof typeof SAFE_LIMITS;

/** A whole number within the setting's bounds, with its unit after it (the form item gives value and onChange). */
function Bounded(props: {
  readonly name: NumberKey;
  readonly unit: string;
  readonly value?: number | null;
  readonly onChange?: (value: number | null) => void;
  readonly id?: string;
}) {
  const { min, max } = SAFE_LIMITS[props.name];
  return (
    <NumberBox
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      min={min}
      max={max}
      decimals={0}
      suffix={props.unit}
    />
  );
}

const required = (title: string) => ({ required: true, message: t('required', title) });

/** A bounded setting's rules: given, whole, within its bounds (said as the server says them). */
const boundedRules = (name: NumberKey, title: string) => [
  required(title),
  numberBoxRule(title, { ...SAFE_LIMITS[name], decimals: 0 }),
];

/**
 * /sys/safemanage/setting: the store's security settings. Sign-in locks (with its hint: a lock lifts by
 * itself), the robot check, the idle sign-out, and the IP allow list with the caller's own address at hand.
 */
export function SafeSetScreen({ title }: { readonly title: string }) {
  const { held, error, saving, guard, submit } = useSafeSettings();
  const [form] = Form.useForm<SafeForm>();
  const allowOn = Form.useWatch('ip_allow_on', form);
  const allowText = Form.useWatch('ip_allow_text', form) ?? '';
  const captchaMode = Form.useWatch('captcha_mode', form);

  // The form starts from what the store holds, once it is read (and again after a save, from its answer).
  useEffect(() => {
    if (held) form.setFieldsValue(toForm(held));
  }, [held, form]);

  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!held) return <Spin />;

  const yourIp = held.your_ip;
  const listed = entriesOf(linesOf(allowText)).includes(yourIp);
  const bounds = (key: NumberKey) => SAFE_LIMITS[key];

  return (
    <Card title={title} className="safe-settings-screen">
      <Typography.Paragraph type="secondary">
        {held.updated_at > 0
          ? safeText('updatedAt', { time: formatTime(held.updated_at) })
          : safeText('neverSaved')}
      </Typography.Paragraph>
      <Form<SafeForm>
        form={form}
        name="safe-settings"
        labelCol={{ flex: '170px' }}
        style={{ maxWidth: 760 }}
        onFinish={(values) => void submit(values)}
      >
        <Divider titlePlacement="start">{safeText('signIn')}</Divider>
        <Form.Item
          name="max_login_failures"
          label={safeText('maxFailures')}
          extra={safeText('maxFailuresHint', bounds('max_login_failures'))}
          rules={boundedRules('max_login_failures', safeText('maxFailures'))}
        >
          <Bounded name="max_login_failures" unit={safeText('times')} />
        </Form.Item>
        <Form.Item
          name="login_lock_minutes"
          label={safeText('lockMinutes')}
          extra={safeText('lockTip', bounds('login_lock_minutes'))}
          rules={boundedRules('login_lock_minutes', safeText('lockMinutes'))}
        >
          <Bounded name="login_lock_minutes" unit={safeText('minutes')} />
        </Form.Item>
        <Form.Item name="captcha_mode" label={safeText('captcha')}>
          <Radio.Group>
            <Radio value="after_failures">{safeText('captchaAfter')}</Radio>
            <Radio value="always">{safeText('captchaAlways')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="captcha_after_failures"
          label={safeText('captchaAfterFailures')}
          extra={safeText('captchaAfterHint', bounds('captcha_after_failures'))}
          rules={boundedRules('captcha_after_failures', safeText('captchaAfterFailures'))}
          hidden={captchaMode === 'always'}
        >
          <Bounded name="captcha_after_failures" unit={safeText('times')} />
        </Form.Item>

        <Divider titlePlacement="start">{safeText('session')}</Divider>
        <Form.Item
          name="session_idle_minutes"
          label={safeText('idleMinutes')}
          extra={safeText('idleHint', bounds('session_idle_minutes'))}
          rules={boundedRules('session_idle_minutes', safeText('idleMinutes'))}
        >
          <Bounded name="session_idle_minutes" unit={safeText('minutes')} />
        </Form.Item>

        <Divider titlePlacement="start">{safeText('ipAllow')}</Divider>
        <Form.Item
          name="ip_allow_on"
          label={safeText('ipAllowOn')}
          valuePropName="checked"
          extra={safeText('ipAllowOnHint')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="ip_allow_text"
          label={safeText('ipAllowList')}
          extra={safeText('ipAllowListHint', { max: IP_ALLOW_MAX })}
          dependencies={['ip_allow_on']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                const count = entriesOf(linesOf(value ?? '')).length;
                if (count > IP_ALLOW_MAX) throw new Error(safeText('tooMany', { max: IP_ALLOW_MAX, count }));
                if (getFieldValue('ip_allow_on') && count === 0) throw new Error(safeText('emptyList'));
              },
            }),
          ]}
        >
          <Input.TextArea
            rows={6}
            spellCheck={false}
            placeholder={'203.0.113.8\n192.168.1.0/24\n2001:db8::/32'}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space wrap>
            <Typography.Text>{safeText('yourIp', { ip: yourIp })}</Typography.Text>
            <Button
              size="small"
              disabled={listed}
              onClick={() => form.setFieldValue('ip_allow_text', withAddress(allowText, yourIp))}
            >
              {listed ? safeText('yourIpListed') : safeText('addYourIp')}
            </Button>
          </Space>
        </Form.Item>
        {allowOn && !listed && (
          <Form.Item label=" " colon={false}>
            <Alert type="warning" showIcon title={safeText('selfWarning', { ip: yourIp })} />
          </Form.Item>
        )}

        <Form.Item label=" " colon={false}>
          <SaveButton saving={saving} guard={guard} />
        </Form.Item>
      </Form>
    </Card>
  );
}

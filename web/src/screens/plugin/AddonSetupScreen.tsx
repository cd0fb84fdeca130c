import {
  formatTime,
  NumberBox,
  numberBoxRule,
  phoneRule,
  requiredMessage,
  SaveButton,
} from '@yanye/framework/web';
import { Alert, Button, Card, Empty, Form, Input, Menu, Select, Spin, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AddonIcon } from './AddonIcon';
import { CallLogCard } from './CallLogCard';
import { pluginText } from './texts';
import { type SetupField, type SetupForm, type SetupInfo, useAddonSetup } from './useAddonSetup';

/** The add-on whose own page this is (`/plugin/signin/setting` → signin), if it is one. */
function ownKey(pathname: string): string | undefined {
  const m = /^\/plugin\/([a-z][a-z0-9]*)\//.exec(pathname);
  return m?.[1];
}

/**
 * /plugin/pluginSetup: each installed add-on's settings, as a form its declaration's schema generates. Secrets are
 * shown masked and sent only when retyped. Under an add-on's own menu (`/plugin/<key>/...`) the screen shows that
 * add-on alone; `?key=` picks one on the shared page.
 */
export function AddonSetupScreen({ title }: { readonly title: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const only = ownKey(location.pathname);
  const wanted = new URLSearchParams(location.search).get('key') ?? undefined;
  const s = useAddonSetup(wanted, only);

  if (s.error) return <Alert type="error" showIcon title={s.error.message} />;
  if (s.loading) return <Spin />;
  if (only && !s.installed)
    return (
      <Alert
        type="warning"
        showIcon
        title={pluginText('notInstalledSetup', { title: s.addon?.title ?? only })}
      />
    );
  if (!only && s.choices.length === 0)
    return (
      <Card title={title}>
        <Empty description={pluginText('setupNone')}>
          <Button onClick={() => navigate('/plugin/manage')}>{pluginText('manage')}</Button>
        </Empty>
      </Card>
    );

  const form = s.info ? (
    <>
      <SettingsForm key={s.info.key} info={s.info} saving={s.saving} guard={s.guard} submit={s.submit} />
      {s.addon?.outside === 1 ? <CallLogCard key={`calls-${s.info.key}`} addonKey={s.info.key} /> : null}
    </>
  ) : (
    <Spin />
  );
  if (only) return <Card title={title}>{form}</Card>;
  return (
    <Card title={title} className="addon-setup-screen">
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <Menu
          mode="vertical"
          style={{ width: 200, flex: 'none' }}
          selectedKeys={s.key ? [s.key] : []}
          onClick={({ key }) => s.pick(key)}
          items={s.choices.map((c) => ({
            key: c.key,
            icon: <AddonIcon addonKey={c.key} name={c.icon} />,
            label: c.title,
          }))}
        />
        <div style={{ flex: 1, minWidth: 320 }}>{form}</div>
      </div>
    </Card>
  );
}

function SettingsForm(props: {
  readonly info: SetupInfo;
  readonly saving: boolean;
  readonly guard: ReturnType<typeof useAddonSetup>['guard'];
  readonly submit: (form: SetupForm) => Promise<boolean>;
}) {
  const { info } = props;
  const [form] = Form.useForm<SetupForm>();
  useEffect(() => {
    form.setFieldsValue({
      ...info.values,
      ...Object.fromEntries(info.fields.filter((f) => f.type === 'secret').map((f) => [f.name, ''])),
    });
  }, [info, form]);
  if (info.fields.length === 0)
    return <Empty description={pluginText('noSettings', { title: info.title })} />;
  return (
    <Form<SetupForm>
      form={form}
      name={`addon-setup-${info.key}`}
      labelCol={{ flex: '180px' }}
      style={{ maxWidth: 720 }}
      onFinish={(values) =>
        void props.submit(values).then((ok) => {
          if (ok) for (const f of info.fields) if (f.type === 'secret') form.setFieldValue(f.name, '');
        })
      }
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {info.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {info.updated_at > 0
          ? pluginText('updatedAt', { time: formatTime(info.updated_at) })
          : pluginText('neverSaved')}
      </Typography.Paragraph>
      {info.fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={f.title}
          extra={extraOf(f, info) || undefined}
          valuePropName={f.type === 'switch' ? 'checked' : 'value'}
          rules={[
            ...(f.required && f.type !== 'switch' && !(f.type === 'secret' && info.secrets[f.name]?.set)
              ? [{ required: true, message: requiredMessage(f) }]
              : []),
            ...(f.phone ? [phoneRule(f.phone, f.title)] : []),
            ...(f.type === 'number'
              ? [numberBoxRule(f.title, { min: f.min, max: f.max, decimals: f.decimals })]
              : []),
          ]}
        >
          {inputOf(f, info)}
        </Form.Item>
      ))}
      <Form.Item label=" " colon={false}>
        <SaveButton saving={props.saving} guard={props.guard} />
      </Form.Item>
    </Form>
  );
}

/** The hint under a field; for a secret, whether one is set (masked). */
function extraOf(f: SetupField, info: SetupInfo): string {
  if (f.type !== 'secret') return f.hint;
  const held = info.secrets[f.name];
  const state = held?.set ? pluginText('secretSet', { masked: held.masked }) : pluginText('secretUnset');
  return f.hint ? `${f.hint} · ${state}` : state;
}

function inputOf(f: SetupField, info: SetupInfo) {
  switch (f.type) {
    case 'number':
      return (
        <NumberBox min={f.min} max={f.max} decimals={f.decimals} suffix={f.unit || undefined} width={200} />
      );
    case 'switch':
      return <Switch />;
    case 'select':
      return <Select style={{ width: 280 }} options={f.options} />;
    case 'textarea':
      return <Input.TextArea rows={4} maxLength={f.max ?? undefined} showCount={f.max !== null} />;
    case 'secret':
      return (
        <Input.Password
          autoComplete="new-password"
          placeholder={info.secrets[f.name]?.masked || undefined}
          maxLength={f.max ?? undefined}
        />
      );
    default:
      return <Input maxLength={f.max ?? undefined} suffix={f.unit || undefined} />;
  }
}

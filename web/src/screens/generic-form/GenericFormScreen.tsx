import type { CatalogPage } from '@yanye/catalog';
import type { FieldMeta, FormMeta } from '@yanye/protocol';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  message,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../api/client';
import { t } from '../../i18n/texts';
import {
  centsToYuan,
  sanitizeNumeric,
  sanitizePrice,
  truncateDecimals,
  yuanToCents,
} from '../../lib/numeric';
import { useShellView } from '../../shell/view';
import { SaveButton } from './SaveButton';

type Values = Record<string, unknown>;

/** A numeric text box: only digits, '.', '-' and one decimal point; truncated to its decimals on blur. */
function NumericInput(props: {
  value?: string;
  onChange?: (v: string) => void;
  decimals: number;
  price?: boolean;
  id?: string;
}) {
  return (
    <Input
      id={props.id}
      value={props.value ?? ''}
      inputMode="decimal"
      style={{ maxWidth: 240 }}
      onChange={(e) =>
        props.onChange?.(
          props.price ? sanitizePrice(e.target.value, props.decimals) : sanitizeNumeric(e.target.value),
        )
      }
      onBlur={() => props.onChange?.(truncateDecimals(props.value ?? '', props.decimals))}
    />
  );
}

const inputs: Readonly<Record<FieldMeta['type'], (f: FieldMeta) => React.ReactNode>> = {
  text: (f) => <Input maxLength={f.rules.max ?? undefined} allowClear />,
  textarea: (f) => (
    <Input.TextArea rows={5} maxLength={f.rules.max ?? undefined} showCount={f.rules.max !== null} />
  ),
  number: (f) => <NumericInput decimals={f.decimal ?? 0} />,
  money: (f) => <NumericInput decimals={f.decimal ?? 2} price />,
  select: (f) => (
    <Select allowClear options={(f.options ?? []).map((o) => ({ ...o }))} style={{ maxWidth: 320 }} />
  ),
  radio: (f) => <Radio.Group options={(f.options ?? []).map((o) => ({ ...o }))} />,
  switch: () => <Switch />,
  image: () => <Input placeholder="https://" allowClear />,
  images: () => <Select mode="tags" tokenSeparators={[',', ' ']} open={false} placeholder="https://" />,
  date: () => <DatePicker />,
  datetime: () => <DatePicker showTime />,
};

/** Server values to form values: cents to yuan text, numbers to text, 0/1 to a switch. */
function toForm(fields: readonly FieldMeta[], record: Values): Values {
  const out: Values = {};
  for (const f of fields) {
    const v = record[f.name] ?? f.default;
    if (f.type === 'money') out[f.name] = v === null || v === undefined ? '' : centsToYuan(v);
    else if (f.type === 'number') out[f.name] = v === null || v === undefined ? '' : String(Number(v));
    else if (f.type === 'switch') out[f.name] = Number(v) === 1;
    else if (f.type === 'date' || f.type === 'datetime')
      out[f.name] = Number(v) > 0 ? dayjs(Number(v) * 1000) : undefined;
    else out[f.name] = v ?? undefined;
  }
  return out;
}

/** Form values to a Save body: yuan text to cents, switches to 1/0. */
function toBody(fields: readonly FieldMeta[], values: Values): Values {
  const out: Values = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === 'money') out[f.name] = typeof v === 'string' && v !== '' ? yuanToCents(v) : undefined;
    else if (f.type === 'number') out[f.name] = typeof v === 'string' && v !== '' ? Number(v) : undefined;
    else if (f.type === 'switch') out[f.name] = v ? 1 : 0;
    else if (f.type === 'date' || f.type === 'datetime') {
      // Seconds on the wire (API.md §5); a date is its day's start.
      const d = v as Dayjs | undefined;
      out[f.name] = d ? Math.floor((f.type === 'date' ? d.startOf('day') : d).valueOf() / 1000) : undefined;
    } else out[f.name] = v;
  }
  return out;
}

/**
 * The generic form of `add` and `edit/:id`, described by `{Entity}Info?_meta=1`. It refuses to send the same
 * payload twice ('数据未发生任何改变…') and guards its button for 3 seconds after a click.
 */
export function GenericFormScreen({ page, title }: { page: CatalogPage; title: string }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const view = useShellView();
  const infoApi = page.api.find((a) => a.endsWith('Info'));
  const saveApi = page.api.find((a) => a.endsWith('Save'));
  const [fields, setFields] = useState<readonly FieldMeta[]>();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const lastPayload = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!infoApi) return;
    let cancelled = false;
    (async () => {
      const meta = await call<FormMeta>('GET', infoApi, { _meta: 1 }, { quiet: true });
      const record = id ? await call<Values>('GET', infoApi, { id }, { quiet: true }) : {};
      if (cancelled) return;
      setFields(meta.fields);
      form.setFieldsValue(toForm(meta.fields, record));
    })().catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
    };
  }, [infoApi, id, form]);

  if (!infoApi || !saveApi) return <Alert type="warning" showIcon title={t('noApi')} />;
  if (error) return <Alert type="error" showIcon title={error} />;
  if (!fields) return <Spin />;

  async function submit(values: Values) {
    const body = { ...toBody(fields ?? [], values), ...(id ? { id: Number(id) } : {}) };
    const payload = JSON.stringify(body);
    if (payload === lastPayload.current) {
      void message.warning(t('unchanged'));
      return;
    }
    setSaving(true);
    try {
      await call('POST', saveApi as string, body);
      lastPayload.current = payload;
      void message.success(id ? t('saved') : t('added'));
      // A new record goes back to the list; an edit stays, so the same save twice is caught by the guard.
      if (!id) {
        // The add form is done: its tag closes with it rather than keep a filled form alive.
        view?.close();
        navigate(-1);
      }
    } catch {
      // The error catalogue has shown the refusal; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={title} className="generic-form">
      <Form
        form={form}
        // Field ids carry the page name: kept-alive views must not share ids (labels point at them).
        name={page.name}
        layout="horizontal"
        labelCol={{ flex: '140px' }}
        onFinish={submit}
        style={{ maxWidth: 900 }}
      >
        {fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.title}
            extra={f.tip ?? undefined}
            valuePropName={f.type === 'switch' ? 'checked' : 'value'}
            rules={f.required ? [{ required: true, message: t('required', f.title) }] : []}
          >
            {inputs[f.type](f)}
          </Form.Item>
        ))}
        <Form.Item label=" " colon={false}>
          <Space>
            <SaveButton saving={saving} />
            <Button onClick={() => navigate(-1)}>{t('back')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

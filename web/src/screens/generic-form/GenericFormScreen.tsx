import type { CatalogPage } from '@yanye/catalog';
import type { FieldMeta, FormMeta } from '@yanye/protocol';
import { Alert, Button, Card, Form, message, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../api/client';
import { t } from '../../i18n/texts';
import { useShellView } from '../../shell/view';
import { inputs, toBodyValues, toFormValues, type Values } from './fieldInputs';
import { SaveButton } from './SaveButton';

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
      // A new record may start from the address (`add?parent_id=3`: a sub-department of 3).
      const record = id
        ? await call<Values>('GET', infoApi, { id }, { quiet: true })
        : Object.fromEntries(new URLSearchParams(window.location.search));
      if (cancelled) return;
      setFields(meta.fields);
      form.setFieldsValue(toFormValues(meta.fields, record));
    })().catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
    };
  }, [infoApi, id, form]);

  if (!infoApi || !saveApi) return <Alert type="warning" showIcon title={t('noApi')} />;
  if (error) return <Alert type="error" showIcon title={error} />;
  if (!fields) return <Spin />;

  async function submit(values: Values) {
    const body = { ...toBodyValues(fields ?? [], values), ...(id ? { id: Number(id) } : {}) };
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
        style={{ maxWidth: fields.some((f) => f.type === 'lines') ? 1280 : 900 }}
      >
        {fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.type === 'lines' ? undefined : f.name}
            label={f.title}
            hidden={f.hidden}
            extra={f.tip ?? undefined}
            valuePropName={f.type === 'switch' ? 'checked' : 'value'}
            rules={
              f.required && f.type !== 'lines' ? [{ required: true, message: t('required', f.title) }] : []
            }
            required={f.required}
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

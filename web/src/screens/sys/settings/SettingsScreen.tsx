import { formatTime, GenericForm, type Values } from '@yanye/framework/web';
import { API, type Contract } from '@yanye/protocol';
import { Alert, Card, Col, Form, type FormInstance, Row, Spin } from 'antd';
import type { ReactNode } from 'react';
import { settingsText } from './texts';
import { useSettings } from './useSettings';

/** The settings pages, by the catalogue's custom view: each is its Info and Save (API.settings). */
const PAGES = {
  system: { info: API.settings.systemSetInfo, save: API.settings.systemSetSave },
  copyright: { info: API.settings.copyrightSetInfo, save: API.settings.copyrightSetSave },
  appdown: { info: API.settings.appdownInfo, save: API.settings.appdownSet },
  inventory: { info: API.settings.inventorySetInfo, save: API.settings.inventorySetSave },
} as const satisfies Record<string, { info: Contract; save: Contract }>;

export type SettingsPage = keyof typeof PAGES;

/**
 * A settings page drawn from its server's form (`fields` of its Info): the values, the save and its guards.
 * `aside` shows beside it what the form's values make (the download page's preview).
 */
export function SettingsScreen({
  page,
  title,
  aside,
}: {
  readonly page: SettingsPage;
  readonly title: string;
  readonly aside?: (form: FormInstance<Values>) => ReactNode;
}) {
  const { info, save } = PAGES[page];
  const settings = useSettings(info, save);
  const [form] = Form.useForm<Values>();
  if (settings.error) return <Alert type="error" showIcon title={settings.error} />;
  if (!settings.fields || !settings.initial) return <Spin />;
  const saved =
    settings.updatedAt > 0
      ? settingsText('updatedAt', { time: formatTime(settings.updatedAt) })
      : settingsText('neverSaved');
  return (
    <Row gutter={[16, 16]} className="settings-screen">
      <Col xs={24} xl={aside ? 14 : 24}>
        <Card title={title} extra={<span className="settings-saved">{saved}</span>}>
          {!settings.editable && (
            <Alert type="info" showIcon title={settingsText('readOnly')} style={{ marginBottom: 16 }} />
          )}
          <GenericForm
            name={`settings-${page}`}
            form={form}
            fields={settings.fields}
            initial={settings.initial}
            saving={settings.saving}
            guard={settings.guard}
            readOnly={!settings.editable}
            onSubmit={settings.submit}
          />
        </Card>
      </Col>
      {aside && (
        <Col xs={24} xl={10}>
          {aside(form)}
        </Col>
      )}
    </Row>
  );
}

import { isNotFound, pageByName, RemoteSelect, Unavailable, useViewName } from '@yanye/addon-kit/web';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { wxText } from './texts';
import { useTemplateSend } from './useTemplateSend';

const PAGE = pageByName('WxTemplateSend')!;
/** The followers' pick list, as the page lists it. */
const FANS = PAGE.api.find((a) => a.endsWith('Options'))!;
const LIST = pageByName('WxTemplateManage')!;

/**
 * /plugin/wxofficial/template/send/:id: a template's test message to a following follower, each field filled
 * within WeChat's limits, with what the follower would read beside it (for the browser tests: `wx-send`).
 */
export function TemplateSendScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const s = useTemplateSend(Number(id));
  useViewName(s.tpl?.title);
  if (s.loading) return <Spin />;
  if (isNotFound(s.error)) return <Unavailable reason="notFound" record />;
  if (s.error instanceof Error) return <Alert type="error" showIcon title={s.error.message} />;
  const tpl = s.tpl;
  if (!tpl) return null;
  return (
    <Card title={`${title} · ${tpl.title}`} extra={<Link to={LIST.path}>{wxText('back')}</Link>}>
      {tpl.status !== 'active' && (
        <Alert type="warning" showIcon title={wxText('removed')} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Form layout="vertical">
            <Form.Item label={wxText('sendTo')} required>
              <RemoteSelect
                api={FANS}
                value={s.fanId}
                onChange={s.pickFan}
                placeholder={wxText('pickFan')}
                style={{ width: '100%' }}
              />
            </Form.Item>
            {tpl.fields.map((f) => {
              const value = s.values[f.name] ?? '';
              const over = [...value].length > f.max;
              return (
                <Form.Item
                  key={f.name}
                  label={`${f.label}（${f.name}）`}
                  required
                  validateStatus={over ? 'error' : undefined}
                  help={wxText('maxChars', { max: f.max })}
                >
                  <Input
                    data-testid={`wx-field-${f.name}`}
                    value={value}
                    onChange={(e) => s.setValue(f.name, e.target.value)}
                  />
                </Form.Item>
              );
            })}
            <Form.Item label={wxText('link')}>
              <Input value={s.url} placeholder="https://" onChange={(e) => s.setUrl(e.target.value)} />
            </Form.Item>
            <Space>
              <Button
                type="primary"
                data-testid="wx-send"
                disabled={!s.ready}
                loading={s.sending}
                onClick={() => void s.submit()}
              >
                {wxText('send')}
              </Button>
              {tpl.example !== '' && <Button onClick={s.fillExample}>{wxText('sample')}</Button>}
            </Space>
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={tpl.title}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {s.preview}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </Card>
  );
}

import { AddonSettingsLink, formatTime } from '@yanye/addon-kit/web';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Image,
  Input,
  Radio,
  Space,
  Spin,
  Switch,
  Tag,
  Typography,
} from 'antd';

import { REPLY_TEXT_BYTES } from '../contract';
import { utf8Bytes } from '../menu-rules';
import { wxText } from './texts';
import { useReplyAttention, type WelcomeForm } from './useReplyAttention';

/**
 * /plugin/wxofficial/reply/attention: what a new follower is answered with (a text, or a picture of the
 * permanent materials), and where WeChat is to push the account's messages.
 */
export function ReplyAttentionScreen({ title }: { readonly title: string }) {
  const w = useReplyAttention();
  if (w.loading) return <Spin />;
  if (w.error instanceof Error) return <Alert type="error" showIcon title={w.error.message} />;
  if (!w.saved || !w.form) return null;
  const { saved, form, set } = w;
  const bytes = utf8Bytes(form.content);
  return (
    <Card
      title={title}
      extra={
        saved.updated_at > 0 && (
          <Typography.Text type="secondary">
            {wxText('updatedAt', { time: formatTime(saved.updated_at) })}
          </Typography.Text>
        )
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 720 }}>
        <Form layout="vertical">
          <Form.Item label={wxText('welcomeOn')}>
            <Switch
              data-testid="wx-welcome-on"
              checked={form.enabled === 1}
              onChange={(on) => set({ enabled: on ? 1 : 0 })}
            />
          </Form.Item>
          <Form.Item label={wxText('replyType')}>
            <Radio.Group
              value={form.type}
              onChange={(e) => set({ type: e.target.value as WelcomeForm['type'] })}
            >
              <Radio value="text">{wxText('text')}</Radio>
              <Radio value="image">{wxText('image')}</Radio>
            </Radio.Group>
          </Form.Item>
          {form.type === 'text' ? (
            <Form.Item
              label={wxText('content')}
              validateStatus={bytes > REPLY_TEXT_BYTES ? 'error' : undefined}
              help={wxText('contentHint', { bytes, max: REPLY_TEXT_BYTES })}
            >
              <Input.TextArea
                data-testid="wx-welcome-content"
                rows={6}
                value={form.content}
                onChange={(e) => set({ content: e.target.value })}
              />
            </Form.Item>
          ) : (
            <>
              <Form.Item label={wxText('mediaId')} extra={wxText('mediaHint')}>
                <Input value={form.media_id} onChange={(e) => set({ media_id: e.target.value.trim() })} />
              </Form.Item>
              <Form.Item label={wxText('picture')} extra={wxText('pictureHint')}>
                <Input value={form.image} onChange={(e) => set({ image: e.target.value.trim() })} />
              </Form.Item>
              {form.image !== '' && <Image src={form.image} width={160} />}
            </>
          )}
          <Button
            type="primary"
            data-testid="wx-welcome-save"
            loading={w.saving}
            disabled={!w.dirty}
            onClick={() => void w.submit()}
          >
            {wxText('saveReply')}
          </Button>
        </Form>
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label={wxText('callback')}>
            <Typography.Text copyable code>
              {saved.callback_path}
            </Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {wxText('callbackHint')}
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label="Token">
            {saved.token_set === 1 ? (
              <Tag color="green">{wxText('tokenSet')}</Tag>
            ) : (
              <>
                <Tag color="orange">{wxText('tokenMissing')}</Tag>
                <AddonSettingsLink addon="wxofficial" />
              </>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Space>
    </Card>
  );
}

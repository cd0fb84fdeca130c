import { isNotFound, pageByName, Unavailable, useViewName } from '@yanye/addon-kit/web';
import { Alert, Button, Card, Checkbox, Descriptions, Empty, Space, Spin, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { MAX_TAGS } from '../contract';
import { wxText } from './texts';
import { useFansTag } from './useFansTag';

const LIST = pageByName('WxFansManage')!;

/** /plugin/wxofficial/fans/tag/:id: a following follower's tags, set on WeChat (browser tests: `wx-tags-save`). */
export function FansTagScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const s = useFansTag(Number(id));
  useViewName(s.fan ? s.fan.remark || s.fan.openid : undefined);
  if (s.loading) return <Spin />;
  if (isNotFound(s.error)) return <Unavailable reason="notFound" record />;
  if (s.error instanceof Error) return <Alert type="error" showIcon title={s.error.message} />;
  const fan = s.fan;
  if (!fan) return null;
  const over = s.current.length > MAX_TAGS;
  return (
    <Card title={title} extra={<Link to={LIST.path}>{wxText('back')}</Link>}>
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 720 }}>
        <Descriptions size="small" bordered column={1}>
          <Descriptions.Item label="OpenID">{fan.openid}</Descriptions.Item>
          {fan.remark !== '' && <Descriptions.Item label={wxText('tagsOf')}>{fan.remark}</Descriptions.Item>}
        </Descriptions>
        {fan.subscribe !== 1 && <Alert type="warning" showIcon title={wxText('gone')} />}
        {fan.tags.length === 0 ? (
          <Empty description={wxText('noTags')} />
        ) : (
          <Checkbox.Group
            value={s.current}
            disabled={fan.subscribe !== 1}
            onChange={(v) => s.choose(v.map(Number))}
            options={fan.tags.map((t) => ({
              value: t.tag_id,
              label: (
                <span>
                  {t.name} <Tag>{wxText('tagCount', { count: t.count })}</Tag>
                </span>
              ),
            }))}
          />
        )}
        {over && <Alert type="error" showIcon title={wxText('maxTags', { max: MAX_TAGS })} />}
        <Button
          type="primary"
          data-testid="wx-tags-save"
          disabled={!s.dirty || over || fan.subscribe !== 1}
          loading={s.saving}
          onClick={() => void s.submit()}
        >
          {wxText('saveTags')}
        </Button>
      </Space>
    </Card>
  );
}

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Form, Input, Popconfirm, Radio, Space, Typography } from 'antd';
import { MENU_LIMITS, MENU_TYPES, type MenuType, utf8Bytes } from '../menu-rules';
import { canAddSub, type EditEntry, type Spot } from './menuModel';
import { wxText } from './texts';
import type { MenuEditor } from './useMenuEditor';

/** The picked entry's form: its name (with WeChat's byte count), its type and what the type needs, its moves. */
export function MenuEntryForm({ editor }: { readonly editor: MenuEditor }) {
  const spot = editor.picked;
  const entry = editor.entry;
  if (!spot || !entry) return <Empty description={wxText('pickOne')} />;
  const top = spot.sub === undefined;
  const subs = top ? (editor.draft[spot.top]?.subs.length ?? 0) : 0;
  const max = top ? MENU_LIMITS.topName : MENU_LIMITS.subName;
  const bytes = utf8Bytes(entry.name.trim());
  const set = (patch: Partial<EditEntry>) => editor.edit.set(spot, patch);
  const siblings = top ? editor.draft.length : (editor.draft[spot.top]?.subs.length ?? 0);
  const place = spot.sub ?? spot.top;
  const mine = editor.issues.filter((i) => i.spot?.top === spot.top && i.spot.sub === spot.sub);

  return (
    <Form layout="vertical" data-testid="wx-entry-form">
      {mine.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={mine.map((i) => i.text).join('；')}
        />
      )}
      <Form.Item
        label={wxText('name')}
        validateStatus={bytes > max || bytes === 0 ? 'error' : undefined}
        help={wxText('bytes', { bytes, max })}
      >
        <Input
          data-testid="wx-entry-name"
          value={entry.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Form.Item>
      {subs > 0 ? (
        <Typography.Paragraph type="secondary">{wxText('hasSubs', { count: subs })}</Typography.Paragraph>
      ) : (
        <TypeFields entry={entry} set={set} />
      )}
      <Space wrap>
        <Button icon={<ArrowUpOutlined />} disabled={place === 0} onClick={() => editor.edit.step(spot, -1)}>
          {wxText('moveUp')}
        </Button>
        <Button
          icon={<ArrowDownOutlined />}
          disabled={place >= siblings - 1}
          onClick={() => editor.edit.step(spot, 1)}
        >
          {wxText('moveDown')}
        </Button>
        {top && (
          <Button
            icon={<PlusOutlined />}
            disabled={!canAddSub(editor.draft, spot.top)}
            onClick={() => editor.edit.addSub(spot.top)}
          >
            {wxText('addSub')}
          </Button>
        )}
        <Popconfirm
          title={wxText('deleteConfirm', { name: entry.name, subs: subs > 0 ? wxText('deleteSubs') : '' })}
          okText={wxText('delete')}
          okButtonProps={{ danger: true }}
          onConfirm={() => editor.edit.remove(spot as Spot)}
        >
          <Button danger icon={<DeleteOutlined />} data-testid="wx-entry-delete">
            {wxText('delete')}
          </Button>
        </Popconfirm>
      </Space>
    </Form>
  );
}

function TypeFields(props: { readonly entry: EditEntry; readonly set: (patch: Partial<EditEntry>) => void }) {
  const { entry, set } = props;
  const text = (name: 'key' | 'url' | 'appid' | 'pagepath', label: string, extra?: string) => (
    <Form.Item label={label} extra={extra}>
      <Input
        data-testid={`wx-entry-${name}`}
        value={entry[name]}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </Form.Item>
  );
  return (
    <>
      <Form.Item label={wxText('type')}>
        <Radio.Group value={entry.type} onChange={(e) => set({ type: e.target.value as MenuType })}>
          {MENU_TYPES.map((t) => (
            <Radio key={t} value={t} data-testid={`wx-entry-type-${t}`}>
              {wxText(`type_${t}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {entry.type === 'click' && text('key', wxText('key'), wxText('keyHint'))}
      {entry.type === 'view' && text('url', wxText('url'))}
      {entry.type === 'miniprogram' && (
        <>
          {text('appid', wxText('appid'))}
          {text('pagepath', wxText('pagepath'))}
          {text('url', wxText('fallback'))}
        </>
      )}
    </>
  );
}

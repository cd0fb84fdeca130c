import { DeleteOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { LIST_VIEW_NAME_MAX, type SavedView } from '@yanye/protocol';
import { Button, Empty, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ViewRole, ViewSave } from '../../hooks/list/useListViews';
import { viewText } from '../../hooks/list/viewTexts';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { AskFirst } from '../ask/AskFirst';
import { Modal } from '../Modal';

/** One view: the owner renames it and changes its roles; anyone makes it their default. */
function ViewRow(props: {
  readonly view: SavedView;
  readonly roles: readonly ViewRole[];
  readonly isDefault: boolean;
  readonly onSave: (input: ViewSave) => Promise<SavedView | undefined>;
  readonly onRemove: (view: SavedView) => void;
  readonly onDefault: (id: number | null) => void;
}) {
  const { view } = props;
  const [name, setName] = useState(view.name);
  const [roleIds, setRoleIds] = useState<number[]>([...view.role_ids]);
  const [busy, setBusy] = useState(false);
  const changed =
    name.trim() !== view.name ||
    roleIds.length !== view.role_ids.length ||
    roleIds.some((id) => !view.role_ids.includes(id));
  const save = async () => {
    setBusy(true);
    await props.onSave({ id: view.id, name: name.trim(), role_ids: roleIds });
    setBusy(false);
  };
  const roleName = (id: number) => props.roles.find((r) => r.id === id)?.name;
  return (
    <div className="list-view-row" data-testid="view-row">
      {view.mine ? (
        <Space.Compact block>
          <Input
            value={name}
            maxLength={LIST_VIEW_NAME_MAX}
            aria-label={viewText('name')}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => changed && name.trim() !== '' && void save()}
          />
        </Space.Compact>
      ) : (
        <Typography.Text strong>{view.name}</Typography.Text>
      )}
      <div style={{ marginTop: 6 }}>
        {view.mine ? (
          <Select
            mode="multiple"
            size="small"
            style={{ width: '100%' }}
            placeholder={viewText('private')}
            aria-label={viewText('shared')}
            value={roleIds}
            onChange={setRoleIds}
            options={props.roles.map((r) => ({ value: r.id, label: r.name }))}
            optionFilterProp="label"
          />
        ) : (
          <Space size={4} wrap>
            <Tag>{viewText('owner', { owner: view.owner })}</Tag>
            {view.role_ids.map((id) => roleName(id) && <Tag key={id}>{roleName(id)}</Tag>)}
          </Space>
        )}
      </div>
      <Space wrap size={4} style={{ marginTop: 6 }}>
        {view.mine && (
          <Tag color={view.role_ids.length > 0 ? 'blue' : undefined}>
            {view.role_ids.length > 0 ? viewText('sharedTag') : viewText('privateTag')}
          </Tag>
        )}
        {view.mine && changed && (
          <Button
            size="small"
            type="primary"
            loading={busy}
            disabled={name.trim() === ''}
            onClick={() => void save()}
          >
            {viewText('save')}
          </Button>
        )}
        <Button
          size="small"
          icon={props.isDefault ? <StarFilled /> : <StarOutlined />}
          onClick={() => props.onDefault(props.isDefault ? null : view.id)}
        >
          {props.isDefault ? viewText('clearDefault') : viewText('setDefault')}
        </Button>
        {view.mine && (
          <AskFirst
            what={viewText('deleteWhat')}
            name={view.name}
            danger
            after={viewText('deleteAfter')}
            onConfirm={() => props.onRemove(view)}
          >
            <Button size="small" danger icon={<DeleteOutlined />}>
              {viewText('delete')}
            </Button>
          </AskFirst>
        )}
      </Space>
    </div>
  );
}

/** The views of a list: rename, share, delete the user's own, and choose the default among all. */
export function ManageViewsDialog(props: {
  readonly open: boolean;
  readonly views: readonly SavedView[];
  readonly roles: readonly ViewRole[];
  readonly defaultId: number | null;
  readonly onSave: (input: ViewSave) => Promise<SavedView | undefined>;
  readonly onRemove: (view: SavedView) => void;
  readonly onDefault: (id: number | null) => void;
  readonly onClose: () => void;
}) {
  const built = useOpenedOnce(props.open);
  if (!built) return null;
  return (
    <Modal
      open={props.open}
      title={viewText('manageViews')}
      onCancel={props.onClose}
      footer={<Button onClick={props.onClose}>{viewText('close')}</Button>}
      width={520}
    >
      {props.views.length === 0 && <Empty description={viewText('noViews')} />}
      {props.views.map((v) => (
        // Keyed by the view's state too: a rename saved elsewhere shows here.
        <ViewRow
          key={`${v.id}-${v.updated_at}`}
          view={v}
          roles={props.roles}
          isDefault={v.id === props.defaultId}
          onSave={props.onSave}
          onRemove={props.onRemove}
          onDefault={props.onDefault}
        />
      ))}
    </Modal>
  );
}

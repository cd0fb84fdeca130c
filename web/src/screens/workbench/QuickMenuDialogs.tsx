import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { currentLang, Modal, t } from '@yanye/framework/web';
import { message as text } from '@yanye/i18n';
import { Button, List, Select, Typography } from 'antd';
import { MAX_QUICK_MENUS, moveMenu, type QuickMenu } from './quickMenus';
import { workbenchText } from './texts';

/** The quick menus' two dialogs: pick a page to add; remove and reorder, then save the list whole. */
export function QuickMenuDialogs(props: {
  readonly adding: boolean;
  readonly editing: QuickMenu[] | undefined;
  readonly busy: boolean;
  readonly count: number;
  readonly options: readonly { value: string; label: string }[];
  readonly picked: string | undefined;
  readonly onPick: (path: string) => void;
  readonly onAdd: () => void;
  readonly onCloseAdd: () => void;
  readonly onEdit: (next: QuickMenu[] | undefined) => void;
  readonly onSave: () => void;
}) {
  const lang = currentLang();
  const { adding, editing, busy, count, options, picked } = props;
  const setEditing = (change: (list: QuickMenu[]) => QuickMenu[]) => props.onEdit(change(editing ?? []));
  return (
    <>
      <Modal
        open={adding}
        title={workbenchText('addTitle')}
        okText={workbenchText('add')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        okButtonProps={{ disabled: !picked }}
        onOk={props.onAdd}
        onCancel={props.onCloseAdd}
        destroyOnHidden
      >
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: '100%' }}
          placeholder={workbenchText('pickPage')}
          value={picked}
          onChange={props.onPick}
          options={[...options]}
          data-testid="quick-menu-pick"
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {workbenchText('count', { n: count, max: MAX_QUICK_MENUS })} · {text(lang, 'quickMenuMax')}
        </Typography.Paragraph>
      </Modal>
      <Modal
        open={editing !== undefined}
        title={workbenchText('editTitle')}
        okText={workbenchText('save')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={props.onSave}
        onCancel={() => props.onEdit(undefined)}
        destroyOnHidden
      >
        <List
          size="small"
          dataSource={editing ?? []}
          renderItem={(m, i) => (
            <List.Item
              actions={[
                <Button
                  key="up"
                  size="small"
                  type="text"
                  aria-label={workbenchText('moveUp')}
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => setEditing((list) => moveMenu(list, i, -1))}
                />,
                <Button
                  key="down"
                  size="small"
                  type="text"
                  aria-label={workbenchText('moveDown')}
                  icon={<ArrowDownOutlined />}
                  disabled={i === (editing?.length ?? 0) - 1}
                  onClick={() => setEditing((list) => moveMenu(list, i, 1))}
                />,
                <Button
                  key="remove"
                  size="small"
                  type="text"
                  danger
                  aria-label={workbenchText('remove')}
                  icon={<DeleteOutlined />}
                  onClick={() => setEditing((list) => list.filter((_, j) => j !== i))}
                />,
              ]}
            >
              {m.title}
            </List.Item>
          )}
        />
        <Typography.Text type="secondary">
          {workbenchText('count', { n: editing?.length ?? 0, max: MAX_QUICK_MENUS })}
        </Typography.Text>
        {(editing?.length ?? 0) > MAX_QUICK_MENUS && (
          <Typography.Text type="danger"> {text(lang, 'quickMenuMax')}</Typography.Text>
        )}
      </Modal>
    </>
  );
}

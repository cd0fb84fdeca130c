import { LIST_VIEW_NAME_MAX, type SavedView } from '@yanye/protocol';
import { Form, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import type { ViewRole, ViewSave } from '../../hooks/list/useListViews';
import { viewText } from '../../hooks/list/viewTexts';
import { useOpenedOnce, useWhenOpened } from '../../lib/useOpenedOnce';
import { Modal } from '../Modal';

interface Values {
  readonly target: 'new' | 'current';
  readonly name: string;
  readonly visibility: 'private' | 'shared';
  readonly role_ids: number[];
}

/**
 * Saves the list as it is shown (filters, sort, tab, columns, page size) as a view: a name, and private or shared
 * with roles of the store that may open the list. With one of the user's own views open, it may update that one.
 */
export function SaveViewDialog(props: {
  readonly open: boolean;
  /** The page's name: the form's fields take it, so kept-alive lists keep their ids apart. */
  readonly formName: string;
  /** The open view, when the user's own: it may be updated instead. */
  readonly current: SavedView | undefined;
  readonly roles: readonly ViewRole[];
  /** The list as it is shown now. */
  readonly state: () => NonNullable<ViewSave['state']>;
  readonly onSave: (input: ViewSave) => Promise<SavedView | undefined>;
  readonly onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const built = useOpenedOnce(props.open);
  const { open, current } = props;
  useWhenOpened(open, () =>
    form.setFieldsValue({
      target: current ? 'current' : 'new',
      name: current?.name ?? '',
      visibility: current && current.role_ids.length > 0 ? 'shared' : 'private',
      role_ids: current ? [...current.role_ids] : [],
    }),
  );
  const visibility = Form.useWatch('visibility', form);
  const target = Form.useWatch('target', form);
  if (!built) return null;

  const submit = async (values: Values) => {
    setBusy(true);
    const saved = await props.onSave({
      ...(values.target === 'current' && current ? { id: current.id } : {}),
      name: values.name,
      role_ids: values.visibility === 'shared' ? values.role_ids : [],
      state: props.state(),
    });
    setBusy(false);
    if (saved) props.onClose();
  };

  return (
    <Modal
      open={open}
      title={viewText('saveView')}
      okText={viewText('save')}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: `${props.formName}-view` }}
      onCancel={props.onClose}
      destroyOnHidden
      width={480}
    >
      <Typography.Paragraph type="secondary">{viewText('keeps')}</Typography.Paragraph>
      <Form
        form={form}
        name={`${props.formName}-view`}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ target: 'new', name: '', visibility: 'private', role_ids: [] }}
      >
        {current && (
          <Form.Item name="target">
            <Radio.Group
              onChange={(e) => form.setFieldValue('name', e.target.value === 'current' ? current.name : '')}
              options={[
                { value: 'current', label: viewText('updateCurrent', { name: current.name }) },
                { value: 'new', label: viewText('saveAsNew') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={viewText('name')}
          rules={[{ required: true, whitespace: true, message: viewText('nameRequired') }]}
        >
          <Input
            maxLength={LIST_VIEW_NAME_MAX}
            showCount
            placeholder={viewText('namePlaceholder')}
            autoFocus={target !== 'current'}
          />
        </Form.Item>
        <Form.Item name="visibility" label={viewText('visibility')}>
          <Radio.Group
            options={[
              { value: 'private', label: viewText('private') },
              { value: 'shared', label: viewText('shared'), disabled: props.roles.length === 0 },
            ]}
          />
        </Form.Item>
        {props.roles.length === 0 && (
          <Typography.Text type="secondary">{viewText('noRoles')}</Typography.Text>
        )}
        {visibility === 'shared' && (
          <Form.Item
            name="role_ids"
            extra={viewText('sharedHint')}
            rules={[{ required: true, type: 'array', min: 1, message: viewText('rolesRequired') }]}
          >
            <Select
              mode="multiple"
              aria-label={viewText('shared')}
              options={props.roles.map((r) => ({ value: r.id, label: r.name }))}
              optionFilterProp="label"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

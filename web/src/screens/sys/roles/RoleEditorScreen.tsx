import { type CatalogPage, pageByName } from '@yanye/catalog';
import {
  currentLang,
  SaveButton,
  ScreenTitle,
  t,
  Unavailable,
  useShellView,
  useViewName,
} from '@yanye/framework/web';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Space,
  Spin,
  Tree,
  type TreeDataNode,
  Typography,
} from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { roleText } from './texts';
import { type RoleEditorState, type RoleValues, useRoleEditor } from './useRoleEditor';
import type { Role } from './useRoleList';
import { type RoleNode, useRoleTree } from './useRoleTree';

const LIST_PATH = pageByName('RoleManage')?.path ?? '/';

/** The page tree as Ant Design draws it; a page everyone has cannot be unticked. */
const toTreeData = (nodes: readonly RoleNode[]): TreeDataNode[] =>
  nodes.map((n) => ({
    key: n.key,
    title: n.title,
    disableCheckbox: n.fixed,
    children: n.children.length > 0 ? toTreeData(n.children) : undefined,
  }));

/**
 * /sys/permission/management/role/add and role/edit/:id: a role's name, description and pages. The editor's
 * behaviour comes from useRoleEditor and useRoleTree; this lays them out.
 */
export function RoleEditorScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const editor = useRoleEditor(id);
  useViewName(editor.role?.name);
  if (editor.missing) return <Unavailable reason="notFound" record />;
  if (editor.error) return <Alert type="error" showIcon title={editor.error} />;
  if (!editor.ready || !editor.pages) return <Spin />;
  return <RoleForm title={title} pages={editor.pages} role={editor.role} editor={editor} />;
}

function RoleForm(props: {
  readonly title: string;
  readonly pages: readonly CatalogPage[];
  readonly role: Role | undefined;
  readonly editor: RoleEditorState;
}) {
  const { title, pages, role, editor } = props;
  const lang = currentLang();
  const tree = useRoleTree({ pages, lang, initial: role?.path_arr ?? [] });
  const treeData = useMemo(() => toTreeData(tree.tree), [tree.tree]);
  const navigate = useNavigate();
  const view = useShellView();
  const [form] = Form.useForm<RoleValues>();
  const formName = `role-editor-${role?.id ?? 'new'}`;

  // Done once saved: the tag closes rather than keep a filled editor alive, and the list reads again.
  const back = useCallback(() => {
    view?.close();
    navigate(LIST_PATH);
  }, [view, navigate]);
  const submit = async (values: RoleValues) => {
    if (await editor.save(values, tree.pathArr, tree.apiArr)) back();
  };

  return (
    <Card className="role-editor" title={<ScreenTitle title={title} />}>
      <Form<RoleValues>
        form={form}
        name={formName}
        labelCol={{ flex: '120px' }}
        style={{ maxWidth: 880 }}
        initialValues={{ name: role?.name ?? '', description: role?.description ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={roleText('name')}
          rules={[
            { required: true, whitespace: true, message: t('required', roleText('name')) },
            {
              validator: async (_rule, value: unknown) => {
                if (typeof value === 'string' && value.trim().toLowerCase() === 'admin')
                  throw new Error(roleText('reserved'));
              },
            },
          ]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="description" label={roleText('description')}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item label={roleText('pageTree')} extra={roleText('treeHint')}>
          <Space wrap style={{ marginBottom: 8 }}>
            <Checkbox
              checked={tree.total > 0 && tree.count === tree.total}
              indeterminate={tree.count > 0 && tree.count < tree.total}
              onChange={(e) => tree.checkAll(e.target.checked)}
            >
              {roleText('checkAll')}
            </Checkbox>
            <Button size="small" onClick={tree.expandAll}>
              {roleText('expandAll')}
            </Button>
            <Button size="small" onClick={tree.collapseAll}>
              {roleText('collapseAll')}
            </Button>
            <Typography.Text type="secondary" className="role-editor-count">
              {roleText('chosen', { count: tree.count, total: tree.total })}
            </Typography.Text>
          </Space>
          <div className="role-editor-tree" style={{ border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6 }}>
            <Tree
              checkable
              // The boxes are ours to tie together (useRoleTree): a list may be allowed without its buttons.
              checkStrictly
              selectable={false}
              blockNode
              height={480}
              treeData={treeData}
              checkedKeys={tree.checkState}
              expandedKeys={[...tree.expanded]}
              onExpand={(keys) => tree.setExpanded(keys.map(String))}
              onCheck={(_keys, info) => tree.toggle(String(info.node.key), info.checked)}
            />
          </div>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            {roleText('apis', { count: tree.apiArr.length })}
            {tree.kept.length > 0 && ` · ${roleText('kept', { count: tree.kept.length })}`}
          </Typography.Text>
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <SaveButton saving={editor.saving} />
            <Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

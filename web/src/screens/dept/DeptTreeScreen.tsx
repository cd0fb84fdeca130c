import { PAGES } from '@yanye/catalog';
import {
  AddButton,
  AskFirst,
  askingFor,
  RefreshButton,
  ScreenTitle,
  t,
  useApiQuery,
  useApiWrite,
  usePermissions,
} from '@yanye/framework/web';
import { API, type OutputOf, resourceCalls } from '@yanye/protocol';
import { Alert, Button, Card, message, Space, Table } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { deptText } from './texts';

type Node = OutputOf<typeof API.jxc.deptDataTree>[number];
/** A department as the table shows it: a leaf has no `children`, so the table does not offer to expand it. */
type Dept = Omit<Node, 'children'> & { readonly children?: Dept[] };

const page = (name: string) => PAGES.find((p) => p.name === name);
/** Deleting a department is the Dept entity's own call, as its catalogue page names it. */
const DEL = resourceCalls.del(page('DeptDel')!.api[0]!);

/** Leaves lose their empty `children`, so the table does not offer to expand them. */
const pruned = (nodes: readonly Node[]): Dept[] =>
  nodes.map(({ children, ...node }) => (children?.length ? { ...node, children: pruned(children) } : node));

/** /basicdata/department/manage: the department tree, with add, add below, edit and delete. */
export function DeptTreeScreen({ title }: { readonly title: string }) {
  const permissions = usePermissions();
  // Read again whenever the view comes back on screen (a department added in its form) and after a delete.
  const read = useApiQuery(API.jxc.deptDataTree);
  const tree = useMemo(() => read.data && pruned(read.data), [read.data]);
  const del = useApiWrite(DEL);

  const add = page('DeptAdd');
  const edit = page('DeptEdit');
  const may = (path: string | undefined) => path !== undefined && permissions?.paths.has(path) === true;
  const mayDelete = permissions?.apis.has(DEL.path) === true;

  const remove = async (dept: Dept) => {
    try {
      await del.mutateAsync({ id: dept.id });
      void message.success(t('deleted'));
    } catch {
      // Shown by the error catalogue (a department with sub-departments or documents stays).
    }
  };

  return (
    <Card
      className="dept-tree"
      title={<ScreenTitle title={title} />}
      extra={
        <Space>
          {may(add?.path) && add && <AddButton to={add.path} />}
          <RefreshButton loading={read.isFetching} onClick={() => void read.refetch()} />
        </Space>
      }
    >
      {read.error && <Alert type="error" showIcon title={read.error.message} style={{ marginBottom: 12 }} />}
      {tree && (
        <Table<Dept>
          rowKey="id"
          dataSource={tree}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          columns={[
            { key: 'name', dataIndex: 'name', title: deptText('name') },
            { key: 'type', dataIndex: 'type_name', title: deptText('type'), width: 120 },
            { key: 'leader', dataIndex: 'leader', title: deptText('leader'), width: 140 },
            { key: 'phone', dataIndex: 'phone', title: deptText('phone'), width: 160 },
            { key: 'sort', dataIndex: 'sort', title: deptText('sort'), width: 80 },
            {
              key: 'actions',
              title: t('actions'),
              width: 240,
              render: (_: unknown, dept: Dept) => (
                <Space size={4}>
                  {may(add?.path) && add && (
                    <Link to={`${add.path}?parent_id=${dept.id}`}>
                      <Button size="small" type="link">
                        {deptText('addBelow')}
                      </Button>
                    </Link>
                  )}
                  {may(edit?.path) && edit && (
                    <Link to={edit.path.replace(':id', String(dept.id))}>
                      <Button size="small" type="link">
                        {t('edit')}
                      </Button>
                    </Link>
                  )}
                  {mayDelete && (
                    <AskFirst {...askingFor(DEL.path, dept.name)} onConfirm={() => remove(dept)}>
                      <Button size="small" type="link" danger>
                        {t('del')}
                      </Button>
                    </AskFirst>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

import {
  AddButton,
  AskFirst,
  askingFor,
  formatTime,
  ListPager,
  RefreshButton,
  ScreenTitle,
  t,
  useIsMobile,
} from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { Alert, Button, Card, Input, Space, Table } from 'antd';
import { Link } from 'react-router';
import { roleText } from './texts';
import { pageCount, type Role, useRoleList } from './useRoleList';

/**
 * /sys/permission/management/role: the store's roles, with add, edit and delete as the user may. The list's
 * behaviour comes from useRoleList; this lays it out.
 */
export function RoleListScreen({ title }: { readonly title: string }) {
  const list = useRoleList();
  const mobile = useIsMobile();

  const actions = (role: Role) => {
    const edit = list.editPath(role);
    return (
      <Space size={4}>
        {edit && (
          <Link to={edit}>
            <Button size="small" type="link">
              {t('edit')}
            </Button>
          </Link>
        )}
        {list.mayDelete(role) && (
          <AskFirst {...askingFor(API.roles.roleDel.path, role.name)} onConfirm={() => list.remove(role)}>
            <Button size="small" type="link" danger loading={list.deleting}>
              {t('del')}
            </Button>
          </AskFirst>
        )}
      </Space>
    );
  };
  const rowActions = list.rows.some((r) => list.editPath(r) !== undefined || list.mayDelete(r));

  return (
    <Card
      className="role-list"
      styles={{ body: { padding: 16 } }}
      title={<ScreenTitle title={title} />}
      extra={
        <Space>
          {list.addPath && <AddButton to={list.addPath} />}
          <RefreshButton loading={list.loading} onClick={list.refresh} />
        </Space>
      }
    >
      <Input.Search
        allowClear
        placeholder={roleText('searchName')}
        aria-label={roleText('searchName')}
        enterButton={t('search')}
        maxLength={30}
        style={{ maxWidth: 360, marginBottom: 12 }}
        onSearch={list.search}
      />
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 12 }} />}
      <Table<Role>
        rowKey="id"
        dataSource={[...list.rows]}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={list.name ? undefined : { emptyText: roleText('empty') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: roleText('name'), width: 180 },
          { key: 'description', dataIndex: 'description', title: roleText('description') },
          {
            key: 'pages',
            title: roleText('pages'),
            width: 100,
            align: 'right',
            render: (_: unknown, role: Role) => pageCount(role),
          },
          {
            key: 'updated',
            title: roleText('updatedAt'),
            width: 180,
            render: (_: unknown, role: Role) => formatTime(role.updated_at),
          },
          ...(rowActions
            ? [
                {
                  key: 'actions',
                  title: t('actions'),
                  width: 140,
                  render: (_: unknown, role: Role) => actions(role),
                },
              ]
            : []),
        ]}
      />
      {list.count !== undefined && list.count > 0 && (
        <ListPager
          page={list.page}
          limit={list.limit}
          count={list.count}
          mobile={mobile}
          onChange={list.goTo}
        />
      )}
    </Card>
  );
}

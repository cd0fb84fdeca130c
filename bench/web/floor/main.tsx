// The floor the console's first list page is measured against (bench/web/run.ts): a bare page built from Ant
// Design's documented components alone, as its documentation shows them: a layout with a side menu and a header,
// an inline filter form, a 20-row table and its pagination. No router, no data layer, no texts, no shell: what the
// libraries themselves cost to draw such a page. Its rows are made here, as many columns as the goods list shows.
import { Button, Form, Input, Layout, Menu, Select, Space, Table, Tag } from 'antd';
import { createRoot } from 'react-dom/client';

const SECTIONS = ['工作台', '商品', '订单', '库存', '财务', '会员', '内容', '系统'];
const ENTRIES = ['商品列表', '已下架商品', '商品分类', '商品属性', '供货商品', '商品回收站'];

const ROWS = Array.from({ length: 20 }, (_, i) => ({
  id: 1000 + i,
  name: `东北五常稻花香大米 ${i + 1} 号 10kg`,
  category: i % 2 ? '大米' : '食用盐',
  price: (3990 + i * 137) / 100,
  stock: 200 + ((i * 37) % 500),
  sales: (i * 53) % 900,
  state: i % 3 ? '在售' : '下架',
  created: `2026-11-${String(1 + (i % 28)).padStart(2, '0')} 10:${String(i).padStart(2, '0')}`,
}));

const COLUMNS = [
  { title: 'ID', dataIndex: 'id', width: 80 },
  { title: '商品名称', dataIndex: 'name', width: 260 },
  { title: '分类', dataIndex: 'category', width: 100 },
  {
    title: '价格',
    dataIndex: 'price',
    width: 100,
    align: 'right' as const,
    render: (v: number) => `¥${v.toFixed(2)}`,
  },
  { title: '库存', dataIndex: 'stock', width: 90, align: 'right' as const },
  { title: '销量', dataIndex: 'sales', width: 90, align: 'right' as const },
  {
    title: '状态',
    dataIndex: 'state',
    width: 90,
    render: (v: string) => <Tag color={v === '在售' ? 'green' : 'default'}>{v}</Tag>,
  },
  { title: '创建时间', dataIndex: 'created', width: 160 },
  {
    title: '操作',
    key: 'actions',
    width: 140,
    fixed: 'right' as const,
    render: () => (
      <Space size={4}>
        <Button type="link" size="small">
          编辑
        </Button>
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Space>
    ),
  },
];

function BarePage() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light" breakpoint="md" collapsedWidth={0}>
        <Menu
          mode="inline"
          defaultOpenKeys={['商品']}
          selectedKeys={['商品列表']}
          items={SECTIONS.map((s) => ({
            key: s,
            label: s,
            children: ENTRIES.map((e) => ({ key: s === '商品' ? e : `${s}-${e}`, label: e })),
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 16px' }}>商品 / 商品列表</Layout.Header>
        <Layout.Content style={{ margin: 16, padding: 16, background: '#fff' }}>
          <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
            <Form.Item name="name" label="商品名称">
              <Input allowClear placeholder="商品名称" />
            </Form.Item>
            <Form.Item name="category" label="分类">
              <Select allowClear style={{ width: 160 }} options={[{ value: '大米' }, { value: '食用盐' }]} />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  搜索
                </Button>
                <Button htmlType="reset">重置</Button>
              </Space>
            </Form.Item>
          </Form>
          <Table
            rowKey="id"
            columns={COLUMNS}
            dataSource={ROWS}
            rowSelection={{}}
            scroll={{ x: 'max-content' }}
            pagination={{ total: 1234, pageSize: 20, showSizeChanger: true, showQuickJumper: true }}
          />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

createRoot(document.getElementById('root')!).render(<BarePage />);

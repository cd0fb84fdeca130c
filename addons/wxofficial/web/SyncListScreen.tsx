import { SyncOutlined } from '@ant-design/icons';
import { type Contract, GenericListScreen, pageByName, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { Alert, Button, Space, Typography } from 'antd';
import { useCallback } from 'react';

/**
 * A list of what WeChat holds (the templates, the followers) with its sync above it: the generic list of the
 * page, and a button reading the list again from WeChat (for the browser tests: `wx-sync`).
 */
export function SyncListScreen(props: {
  readonly title: string;
  readonly page: string;
  readonly sync: Contract;
  readonly label: string;
  readonly hint: string;
}) {
  const page = pageByName(props.page);
  if (!page) return <Alert type="warning" showIcon title={props.page} />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <SyncBar sync={props.sync} label={props.label} hint={props.hint} />
      <GenericListScreen page={page} title={props.title} />
    </Space>
  );
}

function SyncBar(props: { readonly sync: Contract; readonly label: string; readonly hint: string }) {
  const write = useApiWrite(props.sync);
  const notify = useNotify();
  const { mutateAsync } = write;
  const run = useCallback(async () => {
    const done = await mutateAsync({} as never).catch(() => undefined);
    if (done) notify.success(done.msg);
  }, [mutateAsync, notify]);
  return (
    <Space wrap>
      <Button
        icon={<SyncOutlined />}
        data-testid="wx-sync"
        loading={write.isPending}
        onClick={() => void run()}
      >
        {props.label}
      </Button>
      <Typography.Text type="secondary">{props.hint}</Typography.Text>
    </Space>
  );
}

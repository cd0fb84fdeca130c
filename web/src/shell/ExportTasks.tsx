import { CloudDownloadOutlined } from '@ant-design/icons';
import { Button, Empty, List, Popover, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { apiHost, call, serverNow } from '../api/client';
import { currentLang } from '../i18n/lang';
import { relativeTime } from './relativeTime';
import { st } from './texts';

interface ExportTask {
  readonly id: number;
  readonly title: string;
  readonly status: number;
  readonly rows: number;
  readonly created_at: number;
  readonly excel: string;
}

/** Status 2 is finished (SPEC.md §4). */
const DONE = 2;
const REFRESH_MS = 5000;

function dateOf(seconds: number): string {
  const d = new Date(seconds * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

function TaskList() {
  const [tasks, setTasks] = useState<readonly ExportTask[]>();
  useEffect(() => {
    let stopped = false;
    const load = () =>
      call<ExportTask[]>('GET', '/v1/seller/export/ExportManage', { limit: 10 }, { quiet: true }).then(
        (t) => !stopped && setTasks(t),
        (e: unknown) => console.warn('export tasks', e),
      );
    void load();
    // Refreshed every 5 seconds while the popover is open (SPEC.md §2.4); closing it unmounts this list.
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  if (!tasks) return <List loading className="export-tasks" dataSource={[]} renderItem={() => null} />;
  if (tasks.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={st('noExportTasks')} />;
  const lang = currentLang();
  return (
    <List
      className="export-tasks"
      size="small"
      dataSource={tasks}
      renderItem={(task) => (
        <List.Item
          actions={[
            task.status === DONE ? (
              task.excel ? (
                <a key="d" href={`${apiHost()}${task.excel}`} target="_blank" rel="noopener noreferrer">
                  {st('download')}
                </a>
              ) : (
                <Typography.Text key="x" type="secondary">
                  {st('expired')}
                </Typography.Text>
              )
            ) : (
              <Typography.Text key="p" type={task.status < 0 ? 'danger' : 'warning'}>
                {task.status < 0 ? st('exportFailed') : st('exporting')}
              </Typography.Text>
            ),
          ]}
        >
          <List.Item.Meta
            title={task.title}
            description={`${relativeTime(task.created_at, serverNow(), lang, dateOf)} · ${st('rows', task.rows)}`}
          />
        </List.Item>
      )}
    />
  );
}

/** The export-task popover of the header. */
export function ExportTasks() {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={st('exportTasks')}
      content={open ? <TaskList /> : null}
      destroyOnHidden
    >
      <Button type="text" icon={<CloudDownloadOutlined />} aria-label={st('exportTasks')} />
    </Popover>
  );
}

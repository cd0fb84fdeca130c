import { CloudDownloadOutlined } from '@ant-design/icons';
import { Button, Empty, List, Popover, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { apiHost, call, serverNow } from '../api/client';
import { currentLang } from '../i18n/lang';
import { formatTime } from '../lib/time';
import { type ExportTask, type TaskState, taskState } from './exportTask';
import { relativeTime } from './relativeTime';
import { type ShellTextKey, st } from './texts';

const REFRESH_MS = 5000;

const dateOf = (seconds: number) => formatTime(seconds, 'YYYY-MM-DD HH:mm');

const STATE_TEXT: Readonly<Record<Exclude<TaskState, 'download'>, { key: ShellTextKey; tone: TextTone }>> = {
  expired: { key: 'expired', tone: 'secondary' },
  queued: { key: 'exportQueued', tone: 'secondary' },
  running: { key: 'exporting', tone: 'warning' },
  failed: { key: 'exportFailed', tone: 'danger' },
};

type TextTone = 'secondary' | 'warning' | 'danger';

function TaskList() {
  const [tasks, setTasks] = useState<readonly ExportTask[]>();
  const load = useCallback(
    () =>
      call<ExportTask[]>('GET', '/v1/seller/export/ExportManage', { limit: 10 }, { quiet: true }).then(
        (t) => setTasks(t),
        (e: unknown) => console.warn('export tasks', e),
      ),
    [],
  );
  useEffect(() => {
    void load();
    // Refreshed every 5 seconds while the popover is open (SPEC.md §2.4); closing it unmounts this list.
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);
  const remove = async (id: number) => {
    await call('POST', '/v1/seller/export/ExportDel', { id }).catch(() => undefined);
    await load();
  };
  if (!tasks) return <List loading className="export-tasks" dataSource={[]} renderItem={() => null} />;
  if (tasks.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={st('noExportTasks')} />;
  const lang = currentLang();
  return (
    <List
      className="export-tasks"
      size="small"
      dataSource={tasks}
      renderItem={(task) => {
        const state = taskState(task);
        const shown =
          state === 'download' ? (
            <a key="state" href={`${apiHost()}${task.excel}`} target="_blank" rel="noopener noreferrer">
              {st('download')}
            </a>
          ) : (
            <Typography.Text key="state" type={STATE_TEXT[state].tone}>
              {st(STATE_TEXT[state].key)}
            </Typography.Text>
          );
        const removable = state !== 'queued' && state !== 'running';
        return (
          <List.Item
            actions={[
              shown,
              removable && (
                <Button key="remove" type="link" size="small" onClick={() => remove(task.id)}>
                  {st('removeTask')}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              title={task.title}
              description={`${relativeTime(task.created_at, serverNow(), lang, dateOf)} · ${st('rows', task.rows)}`}
            />
          </List.Item>
        );
      }}
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

import { API } from '@yanye/protocol';
import { Button, Empty, List, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { apiHost, call, serverNow } from '../api/client';
import { currentLang } from '../i18n/lang';
import { formatTime } from '../lib/time';
import { type ExportTask, type TaskState, taskState } from './exportTask';
import { relativeTime } from './relativeTime';
import { type ShellTextKey, st } from './texts';

const REFRESH_MS = 5000;

const dateOf = (seconds: number) => formatTime(seconds, 'YYYY-MM-DD HH:mm');

/** Each state as a tag: its words and its colour. */
const STATE_TAG: Readonly<Record<TaskState, { key: ShellTextKey; color: string }>> = {
  download: { key: 'exportDone', color: 'success' },
  expired: { key: 'expired', color: 'default' },
  queued: { key: 'exportQueued', color: 'default' },
  running: { key: 'exporting', color: 'processing' },
  failed: { key: 'exportFailed', color: 'error' },
};

function TaskItem({ task, onRemove }: { readonly task: ExportTask; readonly onRemove: () => void }) {
  const state = taskState(task);
  const removable = state !== 'queued' && state !== 'running';
  return (
    <List.Item className="export-task">
      <div className="export-task-main">
        {/* A long file name wraps rather than being cut. */}
        <div className="export-task-title" title={task.title}>
          {task.title}
        </div>
        <div className="export-task-meta">
          {`${relativeTime(task.created_at, serverNow(), currentLang(), dateOf)} · ${st('rows', task.rows)}`}
        </div>
      </div>
      <div className="export-task-side">
        <Tag className="export-task-state" color={STATE_TAG[state].color}>
          {st(STATE_TAG[state].key)}
        </Tag>
        {state === 'download' && (
          <a href={`${apiHost()}${task.excel}`} target="_blank" rel="noopener noreferrer">
            {st('download')}
          </a>
        )}
        {removable && (
          <Button type="link" size="small" onClick={onRemove}>
            {st('removeTask')}
          </Button>
        )}
      </div>
    </List.Item>
  );
}

/** The user's export tasks, newest first (SPEC.md §2.4); loaded with the popover's first opening. */
export function ExportTaskList() {
  const [tasks, setTasks] = useState<readonly ExportTask[]>();
  const load = useCallback(
    () =>
      call(API.exports.exportManage, { limit: 10 }, { quiet: true }).then(
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
    await call(API.exports.exportDel, { id }).catch(() => undefined);
    await load();
  };
  if (!tasks) return <List loading className="export-tasks" dataSource={[]} renderItem={() => null} />;
  if (tasks.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={st('noExportTasks')} />;
  return (
    <List
      className="export-tasks"
      size="small"
      dataSource={tasks}
      renderItem={(task) => <TaskItem task={task} onRemove={() => void remove(task.id)} />}
    />
  );
}

import {
  AskFirst,
  apiHost,
  currentLang,
  formatTime,
  serverNow,
  useApiQuery,
  useApiWrite,
} from '@yanye/framework/web';
import { API, EXPORT_REFRESH_MS } from '@yanye/protocol';
import { Button, Empty, List, Tag } from 'antd';
import { type ExportTask, type TaskState, taskState } from './exportTask';
import { relativeTime } from './relativeTime';
import { type ShellTextKey, shellText } from './texts';

const dateOf = (seconds: number) => formatTime(seconds, 'YYYY-MM-DD HH:mm');

/** Each state as a tag: its words and its colour. */
const STATE_TAG: Readonly<Record<TaskState, { key: ShellTextKey; color: string }>> = {
  download: { key: 'exportDone', color: 'success' },
  expired: { key: 'expired', color: 'default' },
  queued: { key: 'exportQueued', color: 'default' },
  running: { key: 'exporting', color: 'processing' },
  failed: { key: 'exportFailed', color: 'error' },
};

function TaskItem({ task, onRemove }: { readonly task: ExportTask; readonly onRemove: () => unknown }) {
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
          {`${relativeTime(task.created_at, serverNow(), currentLang(), dateOf)} · ${shellText('rows', task.rows)}`}
        </div>
      </div>
      <div className="export-task-side">
        <Tag className="export-task-state" color={STATE_TAG[state].color}>
          {shellText(STATE_TAG[state].key)}
        </Tag>
        {state === 'download' && (
          <a href={`${apiHost()}${task.excel}`} target="_blank" rel="noopener noreferrer">
            {shellText('download')}
          </a>
        )}
        {/* The file goes with the task: asked first, by the file's name. */}
        {removable && (
          <AskFirst
            what={shellText('removeExportTask')}
            name={task.title}
            danger
            irreversible
            onConfirm={() => void onRemove()}
          >
            <Button type="link" size="small">
              {shellText('removeTask')}
            </Button>
          </AskFirst>
        )}
      </div>
    </List.Item>
  );
}

/** The user's export tasks, newest first; read while the popover is open, every 5 seconds. */
export function ExportTaskList() {
  // Closing the popover unmounts this list, which stops the refresh.
  const read = useApiQuery(API.exports.exportManage, { limit: 10 }, { refetchInterval: EXPORT_REFRESH_MS });
  const del = useApiWrite(API.exports.exportDel);
  const tasks = read.data;
  if (read.isError && !tasks)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={read.error.message} />;
  if (!tasks) return <List loading className="export-tasks" dataSource={[]} renderItem={() => null} />;
  if (tasks.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={shellText('noExportTasks')} />;
  return (
    <List
      className="export-tasks"
      size="small"
      dataSource={tasks}
      renderItem={(task) => (
        <TaskItem task={task} onRemove={() => del.mutateAsync({ id: task.id }).catch(() => undefined)} />
      )}
    />
  );
}

import { CloudDownloadOutlined } from '@ant-design/icons';
import { Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { shellText } from './texts';

// The list (and its tags) loads when the popover first opens, not with the frame.
const ExportTaskList = lazy(() => import('./ExportTaskList').then((m) => ({ default: m.ExportTaskList })));

/** The export-task popover of the header. */
export function ExportTasks() {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={shellText('exportTasks')}
      content={
        open ? (
          <Suspense fallback={<Spin size="small" />}>
            <ExportTaskList />
          </Suspense>
        ) : null
      }
      destroyOnHidden
    >
      <Button type="text" icon={<CloudDownloadOutlined />} aria-label={shellText('exportTasks')} />
    </Popover>
  );
}

import { CloudDownloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { shellText } from './texts';

// The list (and its tags) loads when the popover first opens, not with the frame.
const ExportTaskList = lazy(() => import('./ExportTaskList').then((m) => ({ default: m.ExportTaskList })));

/**
 * The export-task popover of the header; on a phone a sheet from the bottom, as wide as the screen, as the bell's
 * is (a popover under the header's icon ran 90 px off the screen's left edge at 375 px).
 */
export function ExportTasks({ mobile }: { readonly mobile: boolean }) {
  const [open, setOpen] = useState(false);
  const list = open ? (
    <Suspense fallback={<Spin size="small" />}>
      <ExportTaskList />
    </Suspense>
  ) : null;
  const button = (
    <Button
      type="text"
      icon={<CloudDownloadOutlined />}
      aria-label={shellText('exportTasks')}
      onClick={mobile ? () => setOpen(true) : undefined}
    />
  );
  if (mobile)
    return (
      <>
        {button}
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement="bottom"
          size="70vh"
          title={shellText('exportTasks')}
          className="export-tasks-drawer"
          destroyOnHidden
        >
          {list}
        </Drawer>
      </>
    );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={shellText('exportTasks')}
      content={list}
      destroyOnHidden
    >
      {button}
    </Popover>
  );
}

import { CloudDownloadOutlined } from '@ant-design/icons';
import { loaded } from '@yanye/framework/web';
import { Button, Spin } from 'antd';
import { memo, useState } from 'react';
import { HeaderPanel } from './HeaderPanel';
import { shellText } from './texts';

// The list (and its tags) loads when the popover first opens, not with the frame.
const ExportTaskList = loaded(
  () => import('./ExportTaskList').then((m) => m.ExportTaskList),
  <Spin size="small" />,
);

/**
 * The export-task popover of the header; on a phone a sheet from the bottom, as wide as the screen, as the bell's
 * is (a popover under the header's icon ran 90 px off the screen's left edge at 375 px).
 */
function ExportTasksButton({ mobile }: { readonly mobile: boolean }) {
  const [open, setOpen] = useState(false);
  const list = open ? <ExportTaskList /> : null;
  const button = (
    <Button
      type="text"
      icon={<CloudDownloadOutlined />}
      aria-label={shellText('exportTasks')}
      onClick={mobile ? () => setOpen(true) : undefined}
    />
  );
  return (
    <HeaderPanel
      mobile={mobile}
      open={open}
      onOpenChange={setOpen}
      title={shellText('exportTasks')}
      className="export-tasks-drawer"
      button={button}
    >
      {list}
    </HeaderPanel>
  );
}

/** Drawn again only when the screen's width class changes, not with every click's frame. */
export const ExportTasks = memo(ExportTasksButton);

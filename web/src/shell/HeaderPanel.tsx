import { Drawer, Popover } from 'antd';
import type { ReactElement, ReactNode } from 'react';

/**
 * A header icon's panel (the bell's, the export tasks'): a popover under the icon on a wide screen; on a phone a
 * sheet from the bottom, as wide as the screen, since a popover under a header icon runs off the screen's edge at
 * 375 px. The button opens the sheet itself on a phone (`onClick` set by the caller); on a wide screen the popover's
 * click trigger does.
 */
export function HeaderPanel({
  mobile,
  open,
  onOpenChange,
  title,
  className,
  button,
  children,
}: {
  readonly mobile: boolean;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  /** The sheet's class on a phone, for its styles. */
  readonly className: string;
  readonly button: ReactElement;
  readonly children: ReactNode;
}) {
  if (mobile)
    return (
      <>
        {button}
        <Drawer
          open={open}
          onClose={() => onOpenChange(false)}
          placement="bottom"
          size="70vh"
          title={title}
          className={className}
          destroyOnHidden
        >
          {children}
        </Drawer>
      </>
    );
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title={title}
      content={children}
      destroyOnHidden
    >
      {button}
    </Popover>
  );
}

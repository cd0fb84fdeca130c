import { Button } from 'antd';
import type { ReactNode } from 'react';
import { type ClickGuard, useClickGuard } from '../../hooks/useClickGuard';
import { t } from '../../i18n/texts';

/**
 * A form's save button: it submits, shows the save under way, and is held for 3 s after a click
 * (docs/business-rules.md), by its own guard or the one its form's controller keeps.
 */
export function SaveButton({
  saving,
  guard,
  children,
}: {
  readonly saving: boolean;
  readonly guard?: ClickGuard;
  readonly children?: ReactNode;
}) {
  const own = useClickGuard();
  const { blocked, click } = guard ?? own;
  return (
    <Button type="primary" htmlType="submit" loading={saving} disabled={blocked} onClick={click}>
      {children ?? t('save')}
    </Button>
  );
}

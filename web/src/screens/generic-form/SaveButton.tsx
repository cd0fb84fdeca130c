import { Button } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { t } from '../../i18n/texts';
import { useClickGuard } from './useClickGuard';

/** A form's save button: it submits, shows the save under way, and is held for 3 s after a click (SPEC.md §5). */
export function SaveButton({
  saving,
  children,
}: {
  readonly saving: boolean;
  readonly children?: ReactNode;
}) {
  const guard = useClickGuard();
  return (
    <Button type="primary" htmlType="submit" loading={saving} disabled={guard.blocked} onClick={guard.click}>
      {children ?? t('save')}
    </Button>
  );
}

/**
 * Runs a save and says whether one is under way. A refusal has already been shown by the error catalogue; it
 * is swallowed here, so the form keeps what was typed.
 */
export function useSaving(): [boolean, (work: () => Promise<void>) => Promise<void>] {
  const [saving, setSaving] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } catch {
      // Shown by the error catalogue.
    } finally {
      setSaving(false);
    }
  }, []);
  return [saving, run];
}

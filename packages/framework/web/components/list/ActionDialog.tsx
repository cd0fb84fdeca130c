import { useState } from 'react';
import { loaded } from '../../lib/loaded';
import type { ActionDialogProps } from './ActionDialogForm';

const ActionDialogForm = loaded(() => import('./ActionDialogForm').then((m) => m.default));

/**
 * The dialog of an action that asks for something first (an audit's verdict and remark). Few actions ask, so
 * its form, inputs and checks are fetched the first time one does, not with every list page; once there, it
 * stays, so it closes with its animation.
 */
export function ActionDialog(props: ActionDialogProps) {
  const [wanted, setWanted] = useState(false);
  // Remembered from the render that first asked (React's pattern for state derived from earlier props).
  if (props.action && !wanted) setWanted(true);
  if (!wanted) return null;
  return <ActionDialogForm {...props} />;
}

import { message } from 'antd';
import type { ReactNode } from 'react';
import { type Notifier, NotifyContext } from '../hooks/notify';

/** Notices as Ant Design's toasts. */
const toasts: Notifier = {
  success: (text) => void message.success(text),
  warning: (text) => void message.warning(text),
  error: (text) => void message.error(text),
  loading: (text) => message.loading(text, 0),
};

/** Shows what the hooks beneath notify (`useNotify`) as toasts. */
export function NotifyProvider({ children }: { readonly children: ReactNode }) {
  return <NotifyContext value={toasts}>{children}</NotifyContext>;
}

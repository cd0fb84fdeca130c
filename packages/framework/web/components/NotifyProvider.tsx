import { message } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { type Notifier, NotifyContext, type ShownOnce } from '../hooks/notify';
import { ShowOnceDialog } from './list/ShowOnceDialog';

/** Notices as Ant Design's toasts. */
const toasts: Omit<Notifier, 'reveal'> = {
  success: (text) => void message.success(text),
  warning: (text) => void message.warning(text),
  error: (text) => void message.error(text),
  loading: (text) => message.loading(text, 0),
};

/** A value shown once, and who waits for its dialog to close. */
interface Revealed {
  readonly shown: ShownOnce;
  readonly closed: () => void;
}

/** Shows what the hooks beneath notify (`useNotify`) as toasts, and a value shown once in its dialog. */
export function NotifyProvider({ children }: { readonly children: ReactNode }) {
  const [revealed, setRevealed] = useState<Revealed>();
  const notifier = useMemo<Notifier>(
    () => ({
      ...toasts,
      // A second value replaces the first, whose waiter goes on.
      reveal: (shown) =>
        new Promise<void>((closed) =>
          setRevealed((before) => {
            before?.closed();
            return { shown, closed };
          }),
        ),
    }),
    [],
  );
  return (
    <NotifyContext value={notifier}>
      {children}
      <ShowOnceDialog
        shown={revealed?.shown}
        onClose={() => {
          revealed?.closed();
          setRevealed(undefined);
        }}
      />
    </NotifyContext>
  );
}

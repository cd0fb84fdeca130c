// biome-ignore lint/style/noRestrictedImports: the one place that wraps Ant Design's dialog
import { Modal as AntModal, type ModalProps } from 'antd';
import { useViewReturns } from '../hooks/shellView';

/**
 * Ant Design's dialog, drawn afresh each time its kept view comes back. A dialog left open when its view was left
 * (the browser's back button, another tag) is open again on the return, as it was left, but as a new dialog: the
 * one kept through `<Activity>` fails the screen as it comes back (hooks/shellView.ts, ViewReturnsContext). What it
 * shows from the screen's state or a form's store is as it was; what its own inner parts held starts afresh. The
 * lint sends every dialog of the console and the add-ons here.
 */
export function Modal(props: ModalProps) {
  return <AntModal key={useViewReturns()} {...props} />;
}

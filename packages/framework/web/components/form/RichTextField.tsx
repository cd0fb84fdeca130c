import { Skeleton } from 'antd';
import { loaded } from '../../lib/loaded';
import type { RichTextProps } from './RichTextEditor';

const RichTextEditor = loaded(
  () => import('./RichTextEditor').then((m) => m.default),
  <Skeleton active paragraph={{ rows: 6 }} />,
);

/**
 * A rich-text field. The editor (tiptap and ProseMirror) is fetched the first time a form has one, so the
 * console's first load and every other form stay as small as they were.
 */
export function RichTextField(props: RichTextProps) {
  return <RichTextEditor {...props} />;
}

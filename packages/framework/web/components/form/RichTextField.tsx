import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * A rich-text field. The editor (tiptap and ProseMirror) is fetched the first time a form has one, so the
 * console's first load and every other form stay as small as they were.
 */
export function RichTextField(props: RichTextProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { useCallback, useRef, useState } from 'react';
import { uploadProblem } from '../../api/media';
import { useUpload } from '../upload/useUpload';

/**
 * Puts the cursor after a picture just put in: left on the picture (selected), the next key pressed would replace
 * it. A picture at the end of the body gets an empty paragraph after it to write in.
 */
export function cursorAfterPicture(editor: Editor): void {
  const { selection, doc } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return;
  const after = selection.to;
  if (!doc.resolve(after).nodeAfter?.isTextblock)
    editor.chain().insertContentAt(after, { type: 'paragraph' }).run();
  editor
    .chain()
    .focus()
    .setTextSelection(after + 1)
    .run();
}

/** The picture files among those pasted or dropped (a copied screenshot, a file from the desktop). */
export function imageFiles(list: FileList | null | undefined): File[] {
  return [...(list ?? [])].filter((f) => f.type.startsWith('image/'));
}

/**
 * Pictures of a rich-text body, uploaded through the upload service and put in at the cursor by the link it
 * answers (`/uploads/…`, which the server's sanitiser keeps): from the image button, a paste or a drop. A file
 * the browser can tell is refused (its type, its size) is said through `onRefused` and never sent.
 */
export function useImageInsert(onRefused: (file: File, why: 'type' | 'size' | Error) => void) {
  const send = useUpload('image');
  const editorRef = useRef<Editor | null>(null);
  const [busy, setBusy] = useState(0);

  const insert = useCallback(
    async (files: readonly File[]) => {
      for (const file of files) {
        const problem = uploadProblem(file, 'image');
        if (problem) {
          onRefused(file, problem);
          continue;
        }
        setBusy((n) => n + 1);
        try {
          const uploaded = await send(file);
          const alt = file.name.replace(/\.[^.]*$/, '').slice(0, 100);
          const editor = editorRef.current;
          if (editor && !editor.isDestroyed) {
            editor.chain().focus().setImage({ src: uploaded.url, alt }).run();
            cursorAfterPicture(editor);
          }
        } catch (error) {
          onRefused(file, error instanceof Error ? error : new Error(String(error)));
        } finally {
          setBusy((n) => n - 1);
        }
      }
    },
    [send, onRefused],
  );

  /** For the editor's paste and drop: true when it took the files, so the editor does not paste them itself. */
  const takeFiles = useCallback(
    (list: FileList | null | undefined): boolean => {
      const files = imageFiles(list);
      if (files.length === 0) return false;
      void insert(files);
      return true;
    },
    [insert],
  );

  return { editorRef, insert, takeFiles, busy: busy > 0 };
}

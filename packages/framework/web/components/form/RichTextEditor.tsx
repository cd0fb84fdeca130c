import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { UPLOAD_LIMITS } from '@yanye/protocol';
import { App } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { useImageInsert } from '../../hooks/form/useImageInsert';
import { upt } from '../upload/texts';
import { RichTextToolbar } from './RichTextToolbar';
import { RICH_TEXT_EXTENSIONS } from './richTextExtensions';
import { rtt } from './texts';
import './richText.css';

export interface RichTextProps {
  readonly id?: string;
  /** HTML; '' when nothing is written, so a required field's rule sees it empty. */
  readonly value?: string | null;
  readonly onChange?: (html: string) => void;
  /** The HTML's most characters (the server's rule), counted below the editor. */
  readonly maxLength?: number | null;
  readonly disabled?: boolean;
}

const ACCEPT = UPLOAD_LIMITS.image.extensions.map((e) => `.${e}`).join(',');
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * A rich-text body (tiptap): marks, headings, lists, quotes, links, pictures uploaded through the upload
 * service (the button, a paste or a drop), alignment, undo and redo. Loaded through `RichTextField` the first
 * time a form has one.
 */
export default function RichTextEditor({ id, value, onChange, maxLength, ...props }: RichTextProps) {
  const { message } = App.useApp();
  // A form shown read-only (a user who may read but not save) says so through antd's context.
  const disabled = useContext(DisabledContext) || props.disabled === true;
  const refused = useCallback(
    (file: File, why: 'type' | 'size' | Error) => {
      const types = UPLOAD_LIMITS.image.extensions.join(', ').toUpperCase();
      const limit = megabytes(UPLOAD_LIMITS.image.maxBytes);
      const text = {
        type: () => upt('badType', { name: file.name, types }),
        size: () => upt('tooLarge', { name: file.name, limit }),
      };
      message.error(why instanceof Error ? why.message : text[why](), 5);
    },
    [message],
  );
  const images = useImageInsert(refused);
  const { takeFiles } = images;
  const picker = useRef<HTMLInputElement>(null);
  const html = value ?? '';
  // The value the form holds, for the editor's updates to compare with: an update that changes nothing (the
  // editor made again, a mark toggled on nothing) is no edit, so it neither touches the field nor shows a
  // required message on a form nobody has typed in yet.
  const held = useRef(html);
  held.current = html;

  // tiptap's useEditor destroys its editor when this component's effects are cleaned up (the shell hides a
  // kept-alive view in <Activity>, or a first render took longer than the millisecond it waits to commit) and
  // makes a new one from the latest options (so from `html`) when they run again. Until the render that hands
  // the new one over, what it answers is the destroyed one, whose schema is gone (or null): reading it threw
  // "Cannot read properties of null (reading 'cached')" and blanked the news form. Only a live editor is used.
  const made: Editor | null = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: html,
    editable: !disabled,
    editorProps: {
      attributes: {
        class: 'rich-text-content',
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
      },
      handlePaste: (_view, event) => takeFiles(event.clipboardData?.files),
      handleDrop: (_view, event) => takeFiles(event.dataTransfer?.files),
    },
    onUpdate: ({ editor: e }) => {
      const next = e.isEmpty ? '' : e.getHTML();
      if (next !== held.current) onChange?.(next);
    },
  });
  const editor = made && !made.isDestroyed ? made : null;
  const { editorRef } = images;
  useEffect(() => {
    editorRef.current = editor;
  }, [editorRef, editor]);

  // A value set from outside (the record read, a reset) replaces what is shown; the editor's own echo does not.
  // An editor destroyed since the render (the effects of a view shown again run before the new one is handed
  // over) is left alone: the new one runs them again.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (editor.isEmpty ? html === '' : html === editor.getHTML()) return;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const over = maxLength ? html.length > maxLength : false;
  return (
    <div className={`rich-text${disabled ? ' rich-text-disabled' : ''}`}>
      {!disabled && editor && (
        // One toolbar per editor: its state hook keeps the editor it was first given.
        <RichTextToolbar
          key={editor.instanceId}
          editor={editor}
          uploading={images.busy}
          onPickImage={() => picker.current?.click()}
        />
      )}
      <EditorContent editor={editor} />
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        multiple
        // Never drawn (the toolbar's picture button opens it): a stylesheet that sets inputs' display must not
        // bring back the browser's own "Choose Files" under the editor.
        hidden
        style={{ display: 'none' }}
        data-testid="rich-text-image-input"
        onChange={(e) => {
          void images.insert([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {maxLength ? (
        <div className={`rich-text-count${over ? ' rich-text-over' : ''}`}>
          {over ? rtt('tooLong', { max: maxLength, n: html.length }) : `${html.length} / ${maxLength}`}
        </div>
      ) : null}
    </div>
  );
}

import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './RichTextLink';
import { rtt } from './texts';

type Level = 1 | 2 | 3 | 4;
const LEVELS: readonly Level[] = [1, 2, 3, 4];
const NO_HEADING = 0 as const;

/** A toggle of the toolbar: its label is its tooltip and its accessible name. */
function Tool(props: {
  readonly label: string;
  readonly icon: ReactNode;
  readonly active?: boolean;
  readonly disabled?: boolean;
  readonly onClick: () => void;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        aria-label={props.label}
        aria-pressed={props.active}
        icon={props.icon}
        disabled={props.disabled}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** What the toolbar shows as on, read on each change of the editor's state. */
function useMarks(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: String(e.getAttributes('link').href ?? ''),
      level: LEVELS.find((level) => e.isActive('heading', { level })) ?? NO_HEADING,
      align: (['center', 'right'] as const).find((a) => e.isActive({ textAlign: a })) ?? 'left',
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
}

/** The editor's buttons: marks, blocks, link, picture, alignment, undo and redo. */
export function RichTextToolbar(props: {
  readonly editor: Editor;
  readonly onPickImage: () => void;
  readonly uploading: boolean;
}) {
  const { editor } = props;
  const m = useMarks(editor);
  const run = () => editor.chain().focus();
  return (
    <div className="rich-text-toolbar" role="toolbar">
      <Select
        size="small"
        variant="borderless"
        aria-label={rtt('blockType')}
        value={m.level}
        style={{ width: 96 }}
        options={[
          { value: 0, label: rtt('paragraph') },
          ...LEVELS.map((level) => ({ value: level, label: rtt('heading', { level }) })),
        ]}
        onChange={(level: Level | 0) =>
          level === 0 ? run().setParagraph().run() : run().setHeading({ level }).run()
        }
      />
      <Divider orientation="vertical" />
      <Tool
        label={rtt('bold')}
        icon={<BoldOutlined />}
        active={m.bold}
        onClick={() => run().toggleBold().run()}
      />
      <Tool
        label={rtt('italic')}
        icon={<ItalicOutlined />}
        active={m.italic}
        onClick={() => run().toggleItalic().run()}
      />
      <Tool
        label={rtt('underline')}
        icon={<UnderlineOutlined />}
        active={m.underline}
        onClick={() => run().toggleUnderline().run()}
      />
      <Tool
        label={rtt('strike')}
        icon={<StrikethroughOutlined />}
        active={m.strike}
        onClick={() => run().toggleStrike().run()}
      />
      <Divider orientation="vertical" />
      <Tool
        label={rtt('bulletList')}
        icon={<UnorderedListOutlined />}
        active={m.bullet}
        onClick={() => run().toggleBulletList().run()}
      />
      <Tool
        label={rtt('orderedList')}
        icon={<OrderedListOutlined />}
        active={m.ordered}
        onClick={() => run().toggleOrderedList().run()}
      />
      <Tool
        label={rtt('quote')}
        icon={<span className="rich-text-quote">❝</span>}
        active={m.quote}
        onClick={() => run().toggleBlockquote().run()}
      />
      <LinkButton editor={editor} active={m.link} href={m.href} />
      <Tool
        label={props.uploading ? rtt('uploadingImage') : rtt('image')}
        icon={<PictureOutlined />}
        disabled={props.uploading}
        onClick={props.onPickImage}
      />
      <Divider orientation="vertical" />
      <Tool
        label={rtt('alignLeft')}
        icon={<AlignLeftOutlined />}
        active={m.align === 'left'}
        onClick={() => run().setTextAlign('left').run()}
      />
      <Tool
        label={rtt('alignCenter')}
        icon={<AlignCenterOutlined />}
        active={m.align === 'center'}
        onClick={() => run().setTextAlign('center').run()}
      />
      <Tool
        label={rtt('alignRight')}
        icon={<AlignRightOutlined />}
        active={m.align === 'right'}
        onClick={() => run().setTextAlign('right').run()}
      />
      <Divider orientation="vertical" />
      <Tool
        label={rtt('undo')}
        icon={<UndoOutlined />}
        disabled={!m.undo}
        onClick={() => run().undo().run()}
      />
      <Tool
        label={rtt('redo')}
        icon={<RedoOutlined />}
        disabled={!m.redo}
        onClick={() => run().redo().run()}
      />
    </div>
  );
}

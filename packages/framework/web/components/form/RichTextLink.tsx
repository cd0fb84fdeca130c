import { LinkOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/texts';
import { LINK_PATTERN } from './richTextExtensions';
import { rtt } from './texts';

/**
 * The link button: asks for the address of the selected text (or of the link under the cursor), refuses one
 * that is no web or mail address, and removes the link when emptied.
 */
export function LinkButton(props: {
  readonly editor: Editor;
  readonly active: boolean;
  readonly href: string;
}) {
  const { editor } = props;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const bad = text.trim() !== '' && !LINK_PATTERN.test(text.trim());

  const apply = () => {
    const href = text.trim();
    if (bad) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    (href ? chain.setLink({ href }) : chain.unsetLink()).run();
    setOpen(false);
  };

  const content = (
    <Space.Compact style={{ width: 340 }}>
      <Input
        autoFocus
        size="small"
        value={text}
        status={bad ? 'error' : undefined}
        placeholder="https://"
        aria-label={rtt('link')}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={apply}
      />
      <Button size="small" type="primary" onClick={apply} disabled={bad}>
        {t('apply')}
      </Button>
    </Space.Compact>
  );

  return (
    <Popover
      open={open}
      trigger="click"
      title={bad ? rtt('linkBad') : rtt('linkPrompt')}
      content={content}
      onOpenChange={(next) => {
        if (next) setText(props.href);
        setOpen(next);
      }}
    >
      <Tooltip title={rtt('link')}>
        <Button
          size="small"
          type={props.active ? 'primary' : 'text'}
          aria-label={rtt('link')}
          aria-pressed={props.active}
          icon={<LinkOutlined />}
        />
      </Tooltip>
    </Popover>
  );
}

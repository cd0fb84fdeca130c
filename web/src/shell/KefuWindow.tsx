import { BorderOutlined, CustomerServiceOutlined, ShrinkOutlined, SwitcherOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo, useCallback, useState } from 'react';
import { type KefuMode, kefuUrl, loadKefuMode, storeKefuMode } from './kefu';
import { shellText } from './texts';
import type { KefuStart } from './useKefu';

/** The window's mode, as the user left it in this browser (kefu.ts). */
export function useKefuMode(): readonly [KefuMode, (mode: KefuMode) => void] {
  const [mode, setMode] = useState(loadKefuMode);
  const choose = useCallback((next: KefuMode) => {
    setMode(next);
    storeKefuMode(next);
  }, []);
  return [mode, choose];
}

/**
 * The header's button of the customer-service window: it sits in the header, over no content, and
 * opens the window docked at the right edge or closes it.
 */
export function KefuButton(props: {
  readonly mode: KefuMode;
  readonly withLabel: boolean;
  readonly onMode: (mode: KefuMode) => void;
}) {
  const open = props.mode !== 'closed';
  return (
    <Button
      type={open ? 'primary' : 'text'}
      ghost={open}
      icon={<CustomerServiceOutlined />}
      aria-label={shellText('kefu')}
      aria-pressed={open}
      className="kefu-button"
      onClick={() => props.onMode(open ? 'closed' : 'docked')}
    >
      {props.withLabel ? <span className="shell-header-label">{shellText('kefu')}</span> : null}
    </Button>
  );
}

/**
 * The customer-service chat, opened from its header button: docked at the right edge (the console
 * makes room for it, so it covers no button or pager; on a phone it takes the screen until closed), maximised,
 * or closed. The chat page is framed from the host GetKefuConfig names (useKefu) when first opened and kept
 * while closed, so a conversation survives.
 */
export const KefuWindow = memo(function KefuWindow(props: {
  readonly kefu: KefuStart;
  readonly mode: KefuMode;
  readonly hidden: boolean;
  /** The phone layout (useIsMobile): no room beside the console, so the open window takes the screen. */
  readonly mobile: boolean;
  readonly onMode: (mode: KefuMode) => void;
}) {
  const { kefu, mode, onMode } = props;
  const [opened, setOpened] = useState(mode !== 'closed');
  if (mode !== 'closed' && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <div
      className={`kefu-window is-${mode}${props.mobile ? ' is-mobile' : ''}`}
      style={props.hidden || mode === 'closed' ? { display: 'none' } : undefined}
      role="dialog"
      aria-label={shellText('kefu')}
    >
      <div className="kefu-bar">
        <span className="kefu-title">
          <CustomerServiceOutlined /> {shellText('kefu')}
        </span>
        <span className="kefu-tools">
          {/* A phone's window takes the screen already. */}
          {!props.mobile && (
            <Button
              type="text"
              size="small"
              icon={mode === 'max' ? <SwitcherOutlined /> : <BorderOutlined />}
              aria-label={mode === 'max' ? shellText('kefuRestore') : shellText('kefuMaximise')}
              onClick={() => onMode(mode === 'max' ? 'docked' : 'max')}
            />
          )}
          <Button
            type="text"
            size="small"
            icon={<ShrinkOutlined />}
            aria-label={shellText('kefuMinimise')}
            onClick={() => onMode('closed')}
          />
        </span>
      </div>
      <iframe
        className="kefu-frame"
        title={shellText('kefu')}
        src={kefuUrl(kefu.host, kefu.params)}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
});

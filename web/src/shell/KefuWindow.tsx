import { BorderOutlined, CustomerServiceOutlined, MinusOutlined, SwitcherOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { callPublic } from '../api/client';
import { clampPosition, type KefuParams, kefuUrl, missingKefuParams } from './kefu';
import type { ConsoleUser } from './routeSet';
import { st } from './texts';

interface KefuConfig {
  readonly appid: string;
  readonly host: string;
}

type Mode = 'min' | 'normal' | 'max';

/**
 * The customer-service chat (SPEC.md §1): a bar of 56 px at first; opened it is 55vw by 80vh, dragged by its
 * title bar, and can be maximised. The chat page is framed from the host GetKefuConfig names, loaded when the
 * window first opens and kept while it is minimised, so a conversation survives.
 */
export function KefuWindow({ user, hidden }: { readonly user: ConsoleUser; readonly hidden: boolean }) {
  const [config, setConfig] = useState<KefuConfig>();
  const [mode, setMode] = useState<Mode>('min');
  const [opened, setOpened] = useState(false);
  const [pos, setPos] = useState<{ x: number; y: number }>();
  const drag = useRef<{ dx: number; dy: number } | undefined>(undefined);
  const frame = useRef<HTMLDivElement>(null);

  const params: KefuParams | undefined = config && {
    uuid: `${user.suid}-${user.uid}`,
    name: user.nick_name || user.username,
    customerAppID: config.appid,
  };

  useEffect(() => {
    let cancelled = false;
    callPublic<KefuConfig>('GET', '/v1/addons/kefu/public/GetKefuConfig').then(
      (answer) => {
        if (cancelled) return;
        if (!answer.host) {
          console.info('customer service not configured: GetKefuConfig answered no host');
          return;
        }
        const missing = missingKefuParams({
          uuid: `${user.suid}-${user.uid}`,
          name: user.nick_name || user.username,
          customerAppID: answer.appid,
        });
        // SPEC.md §1: a missing value is logged and the widget does not start.
        if (missing.length > 0) console.error(`customer service not started: missing ${missing.join(', ')}`);
        else setConfig(answer);
      },
      (e: unknown) => console.warn('customer service not started: GetKefuConfig failed', e),
    );
    return () => {
      cancelled = true;
    };
  }, [user.suid, user.uid, user.nick_name, user.username]);

  if (!config || !params) return null;

  const open = (next: Mode) => {
    setOpened(true);
    setMode(next);
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (mode !== 'normal') return;
    const box = frame.current?.getBoundingClientRect();
    if (!box) return;
    drag.current = { dx: e.clientX - box.left, dy: e.clientY - box.top };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current || !frame.current) return;
    const width = frame.current.offsetWidth;
    setPos(
      clampPosition(e.clientX - drag.current.dx, e.clientY - drag.current.dy, width, {
        width: window.innerWidth,
        height: window.innerHeight,
      }),
    );
  };
  const onPointerUp = () => {
    drag.current = undefined;
  };

  const placed = mode === 'normal' && pos ? { left: pos.x, top: pos.y, right: 'auto', bottom: 'auto' } : {};
  return (
    <div
      ref={frame}
      className={`kefu-window is-${mode}`}
      style={{ ...placed, display: hidden ? 'none' : undefined }}
      role="dialog"
      aria-label={st('kefu')}
    >
      <div className="kefu-bar">
        {/* The title is the handle: drag it to move the window, double-click it to maximise or restore. */}
        <button
          type="button"
          className="kefu-title"
          onClick={() => mode === 'min' && open('normal')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onDoubleClick={() => mode !== 'min' && open(mode === 'max' ? 'normal' : 'max')}
        >
          <CustomerServiceOutlined /> {st('kefu')}
        </button>
        <span className="kefu-tools">
          {mode !== 'min' && (
            <Button
              type="text"
              size="small"
              icon={<MinusOutlined />}
              aria-label={st('kefuMinimise')}
              onClick={() => setMode('min')}
            />
          )}
          <Button
            type="text"
            size="small"
            icon={mode === 'max' ? <SwitcherOutlined /> : <BorderOutlined />}
            aria-label={mode === 'max' ? st('kefuRestore') : st('kefuMaximise')}
            onClick={() => open(mode === 'max' ? 'normal' : 'max')}
          />
        </span>
      </div>
      {opened && (
        <iframe
          className="kefu-frame"
          title={st('kefu')}
          src={kefuUrl(config.host, params)}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}

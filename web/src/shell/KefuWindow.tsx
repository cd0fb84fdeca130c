import { BorderOutlined, CustomerServiceOutlined, MinusOutlined, SwitcherOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type PointerEvent, useRef, useState } from 'react';
import { clampPosition, kefuUrl } from './kefu';
import { st } from './texts';
import type { KefuStart } from './useKefu';

type Mode = 'min' | 'normal' | 'max';

/**
 * The customer-service chat (SPEC.md §1): a bar of 56 px at first; opened it is 55vw by 80vh, dragged by its
 * title bar, and can be maximised. The chat page is framed from the host GetKefuConfig names (useKefu), loaded
 * when the window first opens and kept while it is minimised, so a conversation survives.
 */
export function KefuWindow({ kefu, hidden }: { readonly kefu: KefuStart; readonly hidden: boolean }) {
  const [mode, setMode] = useState<Mode>('min');
  const [opened, setOpened] = useState(false);
  const [pos, setPos] = useState<{ x: number; y: number }>();
  const drag = useRef<{ dx: number; dy: number } | undefined>(undefined);
  const frame = useRef<HTMLDivElement>(null);

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
          src={kefuUrl(kefu.host, kefu.params)}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}

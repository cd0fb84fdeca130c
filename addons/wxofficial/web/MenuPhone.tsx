import { PlusOutlined } from '@ant-design/icons';
import { type DragEvent, useState } from 'react';
import { MENU_LIMITS } from '../menu-rules';
import { canAddSub, canAddTop, type Draft, type Spot, sameSpot } from './menuModel';
import { wxText } from './texts';
import type { MenuEditor } from './useMenuEditor';

/**
 * The menu as a follower's phone shows it: the bar of top menus, and the picked one's entries above it. A click
 * picks an entry to edit; dragging one onto a sibling moves it there (data-testid `wx-top-<n>`, `wx-sub-<n>-<m>`).
 */
export function MenuPhone(props: { readonly editor: MenuEditor; readonly account: string }) {
  const { editor } = props;
  const { draft, picked } = editor;
  const [dragged, setDragged] = useState<Spot>();
  const open = picked?.top;
  const faulty = (spot: Spot) => editor.issues.some((i) => sameSpot(i.spot, spot));

  const drag = (spot: Spot) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      setDragged(spot);
    },
    onDragOver: (e: DragEvent) => {
      const same = dragged && (dragged.sub === undefined) === (spot.sub === undefined);
      if (same && (spot.sub === undefined || dragged.top === spot.top)) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged) editor.edit.move(dragged, spot);
      setDragged(undefined);
    },
    onDragEnd: () => setDragged(undefined),
  });

  return (
    <div className="wx-phone" style={PHONE}>
      <div style={HEADER}>{props.account}</div>
      <div style={{ flex: 1, background: '#ededed' }} />
      {open !== undefined && draft[open] && (
        <Subs draft={draft} top={open} editor={editor} drag={drag} faulty={faulty} />
      )}
      <div style={BAR}>
        <div style={{ width: 36, borderRight: '1px solid #e5e5e5', display: 'grid', placeItems: 'center' }}>
          ⌨
        </div>
        {draft.map((t, i) => {
          const spot = { top: i };
          return (
            <button
              type="button"
              // biome-ignore lint/suspicious/noArrayIndexKey: a menu button is its slot (WeChat's menu is three fixed slots)
              key={i}
              data-testid={`wx-top-${i}`}
              onClick={() => editor.pick(spot)}
              style={cell(sameSpot(picked, spot) || open === i, faulty(spot))}
              {...drag(spot)}
            >
              {t.subs.length > 0 && <span style={{ fontSize: 10, marginRight: 4 }}>☰</span>}
              {t.name || '—'}
            </button>
          );
        })}
        {canAddTop(draft) && (
          <button
            type="button"
            data-testid="wx-add-top"
            onClick={editor.edit.addTop}
            style={cell(false, false)}
            title={wxText('addTop')}
          >
            <PlusOutlined />
          </button>
        )}
      </div>
    </div>
  );
}

function Subs(props: {
  readonly draft: Draft;
  readonly top: number;
  readonly editor: MenuEditor;
  readonly drag: (spot: Spot) => object;
  readonly faulty: (spot: Spot) => boolean;
}) {
  const { draft, top, editor } = props;
  const subs = draft[top]!.subs;
  // The entries stand over their menu's column, as WeChat draws them.
  const columns = Math.max(draft.length + (canAddTop(draft) ? 1 : 0), 1);
  const width = `calc((100% - 36px) / ${columns})`;
  const left = `calc(36px + (100% - 36px) * ${top} / ${columns})`;
  return (
    <div style={{ position: 'relative', height: 0 }}>
      <div style={{ position: 'absolute', bottom: 6, left, width, ...POPUP }}>
        {subs.map((s, j) => {
          const spot = { top, sub: j };
          return (
            <button
              type="button"
              // biome-ignore lint/suspicious/noArrayIndexKey: a sub-button is its slot under its top button
              key={j}
              data-testid={`wx-sub-${top}-${j}`}
              onClick={() => editor.pick(spot)}
              style={{
                ...cell(sameSpot(editor.picked, spot), props.faulty(spot)),
                borderBottom: '1px solid #eee',
                height: 40,
              }}
              {...props.drag(spot)}
            >
              {s.name || '—'}
            </button>
          );
        })}
        {subs.length < MENU_LIMITS.subs && canAddSub(draft, top) && (
          <button
            type="button"
            data-testid={`wx-add-sub-${top}`}
            onClick={() => editor.edit.addSub(top)}
            style={{ ...cell(false, false), height: 40 }}
            title={wxText('addSub')}
          >
            <PlusOutlined />
          </button>
        )}
      </div>
    </div>
  );
}

const PHONE = {
  width: 320,
  height: 540,
  border: '10px solid #1f1f1f',
  borderRadius: 28,
  display: 'flex',
  flexDirection: 'column' as const,
  overflow: 'hidden',
  background: '#fff',
  margin: '0 auto',
};
const HEADER = {
  height: 44,
  display: 'grid',
  placeItems: 'center',
  background: '#ededed',
  fontWeight: 600,
  borderBottom: '1px solid #ddd',
};
const BAR = { display: 'flex', height: 48, borderTop: '1px solid #e5e5e5', background: '#f7f7f7' };
const POPUP = {
  background: '#fff',
  border: '1px solid #e5e5e5',
  borderRadius: 4,
  boxShadow: '0 2px 8px rgba(0,0,0,.12)',
  display: 'flex',
  flexDirection: 'column' as const,
};

function cell(active: boolean, faulty: boolean) {
  return {
    flex: 1,
    minWidth: 0,
    border: 0,
    borderLeft: '1px solid #e5e5e5',
    background: active ? '#e6f4ff' : 'transparent',
    color: faulty ? '#ff4d4f' : active ? '#1677ff' : '#333',
    outline: faulty ? '1px dashed #ff4d4f' : 'none',
    cursor: 'pointer',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap' as const,
    padding: '0 6px',
    fontSize: 13,
  };
}

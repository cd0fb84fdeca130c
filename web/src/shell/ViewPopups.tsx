import { ConfigProvider } from 'antd';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useState } from 'react';

/**
 * Where a kept view's dialogs, drawers, menus and tips are drawn: a layer of its own at the end of the page, hidden
 * with its view (ViewHost.tsx). Drawn on the page itself, as Ant Design draws them by default, a dialog left open
 * (its refusal linked to the settings that fix it, or the browser's back button) stayed over the next screen with
 * its hold on the focus.
 *
 * Ant Design stops the page behind an open dialog from scrolling only for what it draws on the page itself; for
 * the view's own layer the view does it: while a dialog or drawer of the view on screen is open, the page does
 * not scroll (`shell-dialog-open`), its scrollbar's room kept so nothing moves.
 */
export function ViewPopups({ shown, children }: { readonly shown: boolean; readonly children: ReactNode }) {
  const [layer] = useState(() => {
    const el = document.createElement('div');
    el.className = 'shell-popups';
    return el;
  });
  useLayoutEffect(() => {
    document.body.appendChild(layer);
    return () => layer.remove();
  }, [layer]);
  useLayoutEffect(() => {
    layer.classList.toggle('shell-popups-away', !shown);
  }, [layer, shown]);
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    const sync = () => {
      const open = [...layer.querySelectorAll('.ant-modal-wrap, .ant-drawer-content-wrapper')].some((el) =>
        el.checkVisibility(),
      );
      root.classList.toggle('shell-dialog-open', open);
    };
    const observer = new MutationObserver(sync);
    observer.observe(layer, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
    sync();
    return () => {
      observer.disconnect();
      root.classList.remove('shell-dialog-open');
    };
  }, [layer, shown]);
  const container = useCallback(() => layer, [layer]);
  return <ConfigProvider getPopupContainer={container}>{children}</ConfigProvider>;
}

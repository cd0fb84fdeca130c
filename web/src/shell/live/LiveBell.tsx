import { BellOutlined } from '@ant-design/icons';
import { call, currentLang, loaded } from '@yanye/framework/web';
import { API, LIVE_UNREAD_MAX, type LiveEvent } from '@yanye/protocol';
import { Badge, Button, notification, Spin } from 'antd';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { HeaderPanel } from '../HeaderPanel';
import { chime } from './chime';
import { connectLive, type LiveConnection } from './connection';
import type { LiveState } from './liveState';
import { liveIsBad, liveLink, liveSentence, liveText, liveTitle } from './liveText';

// The list and the settings load when the bell is first opened, not with the frame.
const LivePanel = loaded(() => import('./LivePanel').then((m) => m.default), <Spin size="small" />);

const PAGE = 20;
/**
 * The stream opens this long after the list answered. A page's load stays one that ends: a tool waiting for the
 * network to go quiet (a test, Lighthouse) is not kept waiting by a request that never does. Nothing is lost
 * meanwhile: the stream starts from the list's newest event.
 */
const STREAM_AFTER_MS = 6000;
/** The most events the bell keeps in the page. */
const KEPT = 200;

/**
 * The header's bell (docs/live.md): the unread count, and the events as they happen, each told by a toast (and a
 * sound, when the user wants one) that opens its record. The stream is opened once the list has answered, from
 * its newest event, and kept open by `connectLive`.
 */
function Bell({ mobile }: { readonly mobile: boolean }) {
  const navigate = useNavigate();
  const [state, setState] = useState<LiveState>();
  const [open, setOpen] = useState(false);
  /** The stream: not open yet, open, or being opened again after a failure. */
  const [link, setLink] = useState<'waiting' | 'open' | 'down'>('waiting');
  /** The read mark as the panel opened: what was new then stays marked while it is open. */
  const [shownFrom, setShownFrom] = useState(0);
  const last = useRef(0);
  const sound = useRef(false);
  /** The toasts on screen, which the opened panel takes the place of. */
  const toasts = useRef(new Set<string>());
  /**
   * On a phone the toasts take one another's place (a stack of them covered the list): how many events the one on
   * screen stands for. Read by the stream's handler, set as the frame's width changes.
   */
  const phone = useRef({ mobile, shown: 0 });
  phone.current.mobile = mobile;
  /** Opens the panel (set each render: the stream's handler outlives the render that made it). */
  const openPanel = useRef<() => void>(() => undefined);

  const go = useCallback(
    (event: LiveEvent, key = `live-${event.id}`) => {
      const link = liveLink(event);
      setOpen(false);
      notification.destroy(key);
      toasts.current.delete(key);
      phone.current.shown = 0;
      if (link) void navigate(link);
    },
    [navigate],
  );

  useEffect(() => {
    let connection: LiveConnection | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const announce = (event: LiveEvent) => {
      const lang = currentLang();
      if (sound.current) chime();
      const one = phone.current.mobile;
      const key = one ? 'live-phone' : `live-${event.id}`;
      // On a phone the newest event takes the place of the toast on screen, which says how many came before it.
      const before = one && toasts.current.has(key) ? phone.current.shown : 0;
      if (one) phone.current.shown = before + 1;
      toasts.current.add(key);
      const sentence = liveSentence(event, lang);
      notification.open({
        key,
        onClose: () => {
          toasts.current.delete(key);
          if (one) phone.current.shown = 0;
        },
        type: liveIsBad(event) ? 'warning' : 'info',
        title: liveTitle(event.kind, lang),
        description: before ? (
          <>
            {sentence}
            <div className="live-toast-more">{liveText('earlier', { n: before })}</div>
          </>
        ) : (
          sentence
        ),
        placement: 'bottomRight',
        duration: 8,
        className: before || liveLink(event) ? 'live-toast is-link' : 'live-toast',
        // Standing for several, it opens the list of them.
        onClick: before ? () => openPanel.current() : () => go(event, key),
      });
    };
    call(API.live.liveList, { limit: PAGE }, { quiet: true }).then(
      (data) => {
        if (stopped) return;
        last.current = data.last_id;
        sound.current = data.settings.sound;
        setState({
          rows: data.rows,
          unread: data.unread,
          readId: data.read_id,
          more: data.rows.length === PAGE,
          kinds: data.kinds,
          settings: data.settings,
        });
        timer = setTimeout(() => {
          connection = connectLive({
            lastId: () => last.current,
            onOpen: (isOpen) => setLink(isOpen ? 'open' : 'down'),
            onEvent: (event) => {
              // An event the bell already has (a stream opened again may start before it) is not news twice:
              // no second toast, and the unread count stays as the last read left it.
              if (event.id <= last.current) return;
              last.current = event.id;
              setState(
                (s) =>
                  s && {
                    ...s,
                    rows: [event, ...s.rows.filter((r) => r.id !== event.id)].slice(0, KEPT),
                    unread: Math.min(s.unread + 1, LIVE_UNREAD_MAX),
                  },
              );
              announce(event);
            },
          });
        }, STREAM_AFTER_MS);
      },
      // Without the list there is no bell to ring; the page works on.
      () => undefined,
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
      connection?.stop();
    };
  }, [go]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next || !state) return;
    for (const key of toasts.current) notification.destroy(key);
    toasts.current.clear();
    phone.current.shown = 0;
    setShownFrom(state.readId);
    // Opened, what it shows is read.
    if (state.unread > 0)
      call(API.live.liveRead, { id: last.current }, { quiet: true }).then(
        (read) => setState((s) => s && { ...s, unread: read.unread, readId: read.read_id }),
        () => undefined,
      );
  };

  openPanel.current = () => onOpenChange(true);

  const unread = state?.unread ?? 0;
  const label =
    unread > 0
      ? `${liveText('bell')}, ${liveText('unread', { n: unread >= LIVE_UNREAD_MAX ? `${LIVE_UNREAD_MAX - 1}+` : unread })}`
      : liveText('bell');
  const panel =
    open && state ? (
      <LivePanel
        state={state}
        shownFrom={shownFrom}
        down={link === 'down'}
        onGo={go}
        onState={(next) => {
          sound.current = next.settings.sound;
          setState(next);
        }}
      />
    ) : null;
  const button = (
    <Button
      type="text"
      className="live-bell"
      data-live={link}
      aria-label={label}
      onClick={mobile ? () => onOpenChange(true) : undefined}
      icon={
        <Badge count={unread} overflowCount={LIVE_UNREAD_MAX - 1} size="small">
          <BellOutlined />
        </Badge>
      }
    />
  );
  return (
    <HeaderPanel
      mobile={mobile}
      open={open}
      onOpenChange={onOpenChange}
      title={liveText('bell')}
      className="live-drawer"
      button={button}
    >
      {panel}
    </HeaderPanel>
  );
}

/** Drawn again only when the screen's width class changes, not with every click's frame. */
export const LiveBell = memo(Bell);

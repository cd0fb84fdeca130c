import { SettingOutlined } from '@ant-design/icons';
import { call, currentLang, formatTime, serverNow, t } from '@yanye/framework/web';
import { API, type LiveEvent } from '@yanye/protocol';
import { Button, Checkbox, Empty, message, Switch } from 'antd';
import { useId, useState } from 'react';
import { relativeTime } from '../relativeTime';
import type { LiveState } from './liveState';
import { liveIsBad, liveLink, liveSentence, liveText, liveTitle } from './liveText';

interface Props {
  readonly state: LiveState;
  /** Events after this id were unread as the panel opened. */
  readonly shownFrom: number;
  /** The stream is being opened again. */
  readonly down: boolean;
  readonly onGo: (event: LiveEvent) => void;
  readonly onState: (state: LiveState) => void;
}

const dateOf = (seconds: number) => formatTime(seconds, 'YYYY-MM-DD HH:mm');

/** The bell's panel: the events, newest first, each opening its record; and the user's settings. */
export default function LivePanel({ state, shownFrom, down, onGo, onState }: Props) {
  const [settingsShown, setSettingsShown] = useState(false);
  return (
    <div className="live-panel">
      {down && (
        <div className="live-panel-down" role="status">
          {liveText('reconnecting')}
        </div>
      )}
      {settingsShown ? (
        <LiveSettingsForm state={state} onState={onState} onBack={() => setSettingsShown(false)} />
      ) : (
        <>
          <EventList state={state} shownFrom={shownFrom} onGo={onGo} onState={onState} />
          <div className="live-panel-foot">
            <Button
              size="small"
              type="link"
              icon={<SettingOutlined />}
              onClick={() => setSettingsShown(true)}
            >
              {liveText('settings')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function EventList({ state, shownFrom, onGo, onState }: Omit<Props, 'down'>) {
  const lang = currentLang();
  const [loading, setLoading] = useState(false);
  if (state.rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={liveText('none')} />;
  const older = () => {
    const before = state.rows[state.rows.length - 1]?.id;
    setLoading(true);
    call(API.live.liveList, { before, limit: 20 })
      .then(
        (data) => onState({ ...state, rows: [...state.rows, ...data.rows], more: data.rows.length === 20 }),
        () => undefined,
      )
      .finally(() => setLoading(false));
  };
  const now = serverNow();
  return (
    <>
      <ul className="live-list">
        {state.rows.map((event) => {
          const link = liveLink(event);
          const body = (
            <>
              <span className="live-item-head">
                <span className="live-item-kind">
                  {event.id > shownFrom && <span className="live-item-new" aria-hidden />}
                  {liveTitle(event.kind, lang)}
                </span>
                <span className="live-item-time">{relativeTime(event.created_at, now, lang, dateOf)}</span>
              </span>
              <span className={liveIsBad(event) ? 'live-item-said is-bad' : 'live-item-said'}>
                {liveSentence(event, lang)}
              </span>
            </>
          );
          return (
            <li key={event.id} className="live-item">
              {link ? (
                <a
                  href={link}
                  onClick={(e) => {
                    if (e.ctrlKey || e.metaKey || e.shiftKey) return;
                    e.preventDefault();
                    onGo(event);
                  }}
                >
                  {body}
                </a>
              ) : (
                <div>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {state.more && (
        <Button block size="small" type="text" loading={loading} onClick={older}>
          {liveText('more')}
        </Button>
      )}
    </>
  );
}

function LiveSettingsForm({
  state,
  onState,
  onBack,
}: {
  readonly state: LiveState;
  readonly onState: (state: LiveState) => void;
  readonly onBack: () => void;
}) {
  const lang = currentLang();
  const [wanted, setWanted] = useState(() => state.kinds.filter((k) => !state.settings.muted.includes(k)));
  const [sound, setSound] = useState(state.settings.sound);
  const soundId = useId();
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    const muted = state.kinds.filter((k) => !wanted.includes(k));
    call(API.live.liveSettingsSave, { muted, sound })
      .then(
        (settings) => {
          // Kinds turned off leave the list; turned on again, their events come with the next list.
          onState({ ...state, settings, rows: state.rows.filter((r) => !settings.muted.includes(r.kind)) });
          void message.success(liveText('saved'));
          onBack();
        },
        () => undefined,
      )
      .finally(() => setSaving(false));
  };
  return (
    <div className="live-settings">
      <div className="live-settings-label">{liveText('kinds')}</div>
      <Checkbox.Group
        className="live-settings-kinds"
        value={wanted}
        onChange={(v) => setWanted(v as string[])}
        options={state.kinds.map((k) => ({ value: k, label: liveTitle(k, lang) }))}
      />
      <div className="live-settings-sound">
        <Switch size="small" id={soundId} checked={sound} onChange={setSound} />
        <label htmlFor={soundId}>{liveText('sound')}</label>
      </div>
      <div className="live-panel-foot">
        <Button size="small" onClick={onBack}>
          {liveText('back')}
        </Button>
        <Button size="small" type="primary" loading={saving} onClick={save}>
          {t('save')}
        </Button>
      </div>
    </div>
  );
}

import { serverNow } from '../../api/client';
import { mediaUrl } from '../../api/media';
import type { AdvertPreview, ArticlePreview, PhonePreviewModel } from '../../hooks/form/previewModel';
import { formatTime } from '../../lib/time';
import { Modal } from '../Modal';
import { previewHtml } from './previewHtml';
import { rtt } from './texts';
import './phonePreview.css';

/** An article not yet timed shows the moment it would be published: now. */
const formTime = (seconds: number | undefined) => formatTime(seconds ?? serverNow(), 'YYYY-MM-DD HH:mm');

export interface PhoneFrameProps {
  /** The values to draw; undefined closes the dialog. */
  readonly model: PhonePreviewModel | undefined;
  readonly onClose: () => void;
}

/** An article page as the app draws it: title, category, author and time, cover, summary, then the body. */
function Article({ a }: { readonly a: ArticlePreview }) {
  const cover = mediaUrl(a.cover);
  const body = previewHtml(a.body);
  return (
    <article className="phone-article">
      <h1 className="phone-article-title">{a.title || rtt('untitled')}</h1>
      <div className="phone-article-meta">
        {a.category && <span className="phone-article-tag">{a.category}</span>}
        {a.author && <span>{a.author}</span>}
        <span>{formTime(a.time)}</span>
      </div>
      {cover && <img className="phone-article-cover" src={cover} alt="" />}
      {a.summary && <p className="phone-article-summary">{a.summary}</p>}
      {body ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify to the server's allow list
        <div className="phone-article-body" dangerouslySetInnerHTML={{ __html: body }} />
      ) : (
        <p className="phone-empty">{rtt('emptyBody')}</p>
      )}
    </article>
  );
}

/** A home screen behind a banner or a pop-up: blocks where the app's own content would be. */
function HomeBlocks() {
  return (
    <div className="phone-home-blocks" aria-hidden>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <div key={n} className="phone-home-block" />
      ))}
    </div>
  );
}

/** An advert in its slot: a banner on a page, a pop-up over the home screen, or the whole start screen. */
function Advert({ a }: { readonly a: AdvertPreview }) {
  const src = mediaUrl(a.image);
  const picture = src ? (
    <img className="phone-advert-image" src={src} alt={a.title} />
  ) : (
    <div className="phone-advert-image phone-empty">{rtt('noImage')}</div>
  );
  const shapes = {
    banner: () => (
      <div className="phone-home">
        <div className="phone-home-bar">{rtt('home')}</div>
        <div className="phone-banner">{picture}</div>
        <HomeBlocks />
      </div>
    ),
    popup: () => (
      <div className="phone-home">
        <div className="phone-home-bar">{rtt('home')}</div>
        <HomeBlocks />
        <div className="phone-popup-mask">
          <div className="phone-popup">{picture}</div>
          <div className="phone-popup-close" aria-hidden>
            ×
          </div>
        </div>
      </div>
    ),
    start: () => (
      <div className="phone-start">
        {picture}
        <div className="phone-start-skip">{rtt('skip', { n: 3 })}</div>
      </div>
    ),
  };
  return (
    <>
      {shapes[a.shape]()}
      <div className="phone-advert-caption">
        {a.title || rtt('untitled')}
        {a.slot && <span> · {rtt('slot', { slot: a.slot })}</span>}
      </div>
    </>
  );
}

/** The phone: a 375×667 screen drawing the form's values as the app would. */
export default function PhoneFrame({ model, onClose }: PhoneFrameProps) {
  return (
    <Modal
      open={model !== undefined}
      title={rtt('preview')}
      footer={null}
      width={460}
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      <div className="phone-shell">
        <div className="phone-screen" data-testid="phone-preview">
          {model?.kind === 'article' && <Article a={model} />}
          {model?.kind === 'advert' && <Advert a={model} />}
        </div>
      </div>
    </Modal>
  );
}

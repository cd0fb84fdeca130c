import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Tag, TagAction } from './tags';
import { shellText } from './texts';
import { useViewDetails, type ViewDetails } from './viewDetails';

interface Props {
  readonly tags: readonly Tag[];
  readonly active: string;
  readonly titleOf: (tag: Tag) => string;
  /** What the views say of themselves (titleOf reads it): the tags alone are drawn again when it changes. */
  readonly details: ViewDetails;
  readonly onAction: (action: TagAction, tag: Tag) => void;
}

function actions(tag: Tag, tags: readonly Tag[]): MenuProps['items'] {
  const at = tags.findIndex((t) => t.key === tag.key);
  const closable = (list: readonly Tag[]) => list.some((t) => !t.affix);
  return [
    { key: 'refresh', label: shellText('refresh') },
    { key: 'close', label: shellText('close'), disabled: tag.affix },
    { key: 'left', label: shellText('closeLeft'), disabled: !closable(tags.slice(0, at)) },
    { key: 'right', label: shellText('closeRight'), disabled: !closable(tags.slice(at + 1)) },
    {
      key: 'others',
      label: shellText('closeOthers'),
      disabled: !closable(tags.filter((t) => t.key !== tag.key)),
    },
    { key: 'all', label: shellText('closeAll'), disabled: !closable(tags) },
  ];
}

/** The tags bar of visited pages with its actions; pinned tags cannot be closed. */
export function TagsBar({ tags, active, titleOf, details, onAction }: Props) {
  useViewDetails(details);
  const current = tags.find((t) => t.key === active);
  const strip = useRef<HTMLDivElement>(null);
  // The active tag is scrolled into sight: when the page changes, and when its tag first appears (a page's tag
  // is added just after the page opens) or its title grows. Only the strip scrolls, never the page.
  const activeTitle = current ? titleOf(current) : '';
  // Where the tag lies is told by an intersection observer, once the browser has laid the bar out: read in the
  // effect, it forced a layout of the whole page in the middle of the first load.
  useEffect(() => {
    const box = strip.current;
    const tag = box?.querySelector(`[data-key="${CSS.escape(active)}"]`);
    if (!box || !tag || !activeTitle) return;
    const observer = new IntersectionObserver(
      ([seen]) => {
        observer.disconnect();
        const outer = seen?.rootBounds;
        if (!seen || !outer || seen.intersectionRatio >= 1) return;
        const inner = seen.boundingClientRect;
        if (inner.left < outer.left) box.scrollLeft -= outer.left - inner.left + 8;
        else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right + 8;
      },
      { root: box, threshold: 1 },
    );
    observer.observe(tag);
    return () => observer.disconnect();
  }, [active, activeTitle]);
  return (
    <div className="shell-tags">
      <div className="shell-tags-strip" ref={strip}>
        {tags.map((tag) => (
          <Dropdown
            key={tag.key}
            trigger={['contextMenu']}
            menu={{ items: actions(tag, tags), onClick: ({ key }) => onAction(key as TagAction, tag) }}
          >
            <span className={`shell-tag${tag.key === active ? ' is-active' : ''}`} data-key={tag.key}>
              <Link to={tag.key} aria-current={tag.key === active ? 'page' : undefined}>
                {titleOf(tag)}
              </Link>
              {!tag.affix && (
                <button
                  type="button"
                  className="shell-tag-close"
                  aria-label={`${shellText('close')} ${titleOf(tag)}`}
                  onClick={() => onAction('close', tag)}
                >
                  <CloseOutlined />
                </button>
              )}
            </span>
          </Dropdown>
        ))}
      </div>
      {current && (
        <Dropdown
          trigger={['click']}
          menu={{ items: actions(current, tags), onClick: ({ key }) => onAction(key as TagAction, current) }}
        >
          <Button size="small" type="text" className="shell-tags-more" aria-label="tag actions">
            <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </div>
  );
}

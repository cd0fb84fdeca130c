import { EllipsisOutlined } from '@ant-design/icons';
import type { RowAction } from '@yanye/protocol';
import { Button, Dropdown, type MenuProps, Space } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type Asking, askingOf, type CellText } from '../../hooks/ask';
import type { RowOffer } from '../../hooks/list/useListAccess';
import { prt } from '../../hooks/print/texts';
import { t } from '../../i18n/texts';
import { warmOnRest } from '../../lib/warm';
import { AskFirst } from '../ask/AskFirst';
import { splitInline } from './actionLayout';
import { listText } from './texts';

/** One thing a row offers: its edit page (a link) or an action (asked first when it confirms). */
interface Item {
  readonly key: string;
  readonly label: string;
  readonly to?: string;
  readonly action?: RowAction;
  /** Done at once, on this page: printing the row, or a screen's own tool opened in place. */
  readonly run?: () => void;
  /** What is asked before the action runs, when it asks in a pop-up (one with fields asks in its dialog). */
  readonly asking?: Asking;
}

/**
 * What a row offers, in the order it is shown: edit first (or, on a row that may not be edited, its read-only
 * page), the pages it opens and the screen's own tools, then its actions, printing, and deletion last. A question
 * before an action names the row's cells where the action's `after` does (`cell`).
 */
export function offerItems(
  { edit, view, links = [], tools = [], actions, name, print }: RowOffer,
  cell?: CellText,
): Item[] {
  const items: Item[] = edit
    ? [{ key: '__edit', label: t('edit'), to: edit }]
    : view
      ? [{ key: '__view', label: t('view'), to: view }]
      : [];
  for (const l of links) items.push({ key: `__link_${l.name}`, label: l.label, to: l.to });
  for (const tool of tools) items.push({ key: `__tool_${tool.name}`, label: tool.label, run: tool.open });
  const printItem: Item[] = print ? [{ key: '__print', label: prt('print'), run: print }] : [];
  for (const a of actions) {
    if (a.name === 'Del') items.push(...printItem.splice(0));
    const asks = a.confirm && !a.fields?.length;
    items.push({
      key: a.name,
      label: a.title,
      action: a,
      ...(asks ? { asking: askingOf(a, name, cell) } : {}),
    });
  }
  items.push(...printItem);
  return items;
}

/** An action the row must show in sight (a document's audit), beside its first. */
export const isPinned = (item: Item): boolean => item.action?.primary === true;

/** A destructive action (delete, un-audit, cancel...) is red wherever it is offered. */
const isDangerous = (item: Item) => item.action?.danger === true;

/**
 * A row's pop-ups (its confirmation, its "more" menu) are built around their button only once it is first used: a
 * page of rows otherwise makes two pop-up triggers a row that most rows never open, a twentieth of a phone's first
 * list load. The button used is then drawn anew inside the pop-up's trigger, and takes the focus back.
 */
function useArming(): { armed: boolean; arm: () => void; ref: RefObject<HTMLButtonElement | null> } {
  const [armed, setArmed] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (armed) ref.current?.focus({ preventScroll: true });
  }, [armed]);
  return { armed, arm: () => setArmed(true), ref };
}

/** An inline action that asks first: a plain button until clicked, then its confirmation, open. */
function AskingItem({
  item,
  action,
  asking,
  onRun,
}: {
  readonly item: Item;
  readonly action: RowAction;
  readonly asking: Asking;
  readonly onRun: (a: RowAction) => void;
}) {
  const { armed, arm, ref } = useArming();
  const button = (
    <Button ref={ref} size="small" type="link" danger={isDangerous(item)} onClick={armed ? undefined : arm}>
      {item.label}
    </Button>
  );
  if (!armed) return button;
  return (
    <AskFirst {...asking} defaultOpen onConfirm={() => onRun(action)}>
      {button}
    </AskFirst>
  );
}

function InlineItem({ item, onRun }: { readonly item: Item; readonly onRun: (a: RowAction) => void }) {
  const { action } = item;
  if (item.run)
    return (
      <Button size="small" type="link" onClick={item.run}>
        {item.label}
      </Button>
    );
  if (!action)
    return (
      <Link to={item.to ?? ''} data-row-link={item.key} {...warmOnRest(item.to ?? '')}>
        <Button size="small" type="link" tabIndex={-1}>
          {item.label}
        </Button>
      </Link>
    );
  if (item.asking) return <AskingItem item={item} action={action} asking={item.asking} onRun={onRun} />;
  return (
    <Button size="small" type="link" danger={isDangerous(item)} onClick={() => onRun(action)}>
      {item.label}
    </Button>
  );
}

/**
 * The rest of a row's actions behind a compact button (its menu built when first opened); one that asks first
 * asks beside that button.
 */
function MoreItems({
  items,
  onRun,
}: {
  readonly items: readonly Item[];
  readonly onRun: (a: RowAction) => void;
}) {
  const { armed, arm, ref } = useArming();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<Item>();
  const button = (
    <Button
      ref={ref}
      size="small"
      type="text"
      icon={<EllipsisOutlined />}
      aria-label={listText('more')}
      onClick={
        armed
          ? undefined
          : () => {
              arm();
              setOpen(true);
            }
      }
    />
  );
  if (!armed) return button;
  const menu: MenuProps = {
    items: items.map((item) => ({
      key: item.key,
      danger: isDangerous(item),
      label: item.to ? (
        <Link to={item.to} {...warmOnRest(item.to)}>
          {item.label}
        </Link>
      ) : (
        item.label
      ),
    })),
    onClick: ({ key }) => {
      const item = items.find((i) => i.key === key);
      item?.run?.();
      if (!item?.action) return;
      if (item.asking) setAsking(item);
      else onRun(item.action);
    },
  };
  return (
    <AskFirst
      what={asking?.asking?.what ?? ''}
      {...asking?.asking}
      open={asking !== undefined}
      onConfirm={() => {
        if (asking?.action) onRun(asking.action);
        setAsking(undefined);
      }}
      onCancel={() => setAsking(undefined)}
      // Only the menu opens it; a click elsewhere closes it.
      onOpenChange={(opened) => {
        if (!opened) setAsking(undefined);
      }}
    >
      <Dropdown menu={menu} trigger={['click']} open={open} onOpenChange={setOpen}>
        {button}
      </Dropdown>
    </AskFirst>
  );
}

/**
 * What one row offers: two things in sight, or the first (and a pinned action: a document's audit) and a "more"
 * menu of the rest (`splitInline`), so the fixed actions column stays narrow. An action that asks first does so
 * in a pop-up confirmation naming the row and, where it says what follows, the row's cells (`cell`); a
 * destructive one is red.
 */
export function RowActions(props: {
  readonly offer: RowOffer;
  readonly cell?: CellText;
  readonly onRun: (action: RowAction) => void;
}) {
  const { inline, more } = splitInline(offerItems(props.offer, props.cell), (item) => item.label, isPinned);
  return (
    <Space size={4} className="row-actions">
      {inline.map((item) => (
        <InlineItem key={item.key} item={item} onRun={props.onRun} />
      ))}
      {more.length > 0 && <MoreItems items={more} onRun={props.onRun} />}
    </Space>
  );
}

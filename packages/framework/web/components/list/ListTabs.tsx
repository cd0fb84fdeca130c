import type { ListTab } from '@yanye/protocol';
import { Tabs } from 'antd';
import { memo } from 'react';

/** The tabs over a list, each with how many rows of the filtered list it holds once counted. */
export const ListTabs = memo(function ListTabs(props: {
  readonly tabs: readonly ListTab[];
  /** The open tab, undefined for the first (the whole list). */
  readonly active: string | undefined;
  readonly counts: Readonly<Record<string, number>>;
  readonly onOpen: (name: string) => void;
}) {
  return (
    <Tabs
      className="list-tabs"
      activeKey={props.active ?? props.tabs[0]?.name}
      onChange={props.onOpen}
      items={props.tabs.map((x) => ({
        key: x.name,
        label: props.counts[x.name] === undefined ? x.title : `${x.title} (${props.counts[x.name]})`,
      }))}
    />
  );
});

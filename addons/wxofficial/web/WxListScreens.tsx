import { fansSync, templateSync } from '../contract';
import { SyncListScreen } from './SyncListScreen';
import { wxText } from './texts';

/** Each list, its page, and the sync from WeChat above it (its button's text and the hint beside it). */
const LISTS = {
  templates: { page: 'WxTemplateManage', sync: templateSync, label: 'syncTemplates', hint: 'templatesHint' },
  fans: { page: 'WxFansManage', sync: fansSync, label: 'syncFans', hint: 'fansHint' },
} as const;

/** The templates' and the followers' lists, each with its sync from WeChat above it. */
export function WxListScreen({
  title,
  which,
}: {
  readonly title: string;
  readonly which: keyof typeof LISTS;
}) {
  const list = LISTS[which];
  return (
    <SyncListScreen
      title={title}
      page={list.page}
      sync={list.sync}
      label={wxText(list.label)}
      hint={wxText(list.hint)}
    />
  );
}

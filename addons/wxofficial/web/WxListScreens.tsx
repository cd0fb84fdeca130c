import { fansSync, templateSync } from '../contract';
import { SyncListScreen } from './SyncListScreen';
import { wxText } from './texts';

/** The templates' and the followers' lists, each with its sync from WeChat above it. */
export function WxListScreen({
  title,
  which,
}: {
  readonly title: string;
  readonly which: 'templates' | 'fans';
}) {
  return which === 'templates' ? (
    <SyncListScreen
      title={title}
      page="WxTemplateManage"
      sync={templateSync}
      label={wxText('syncTemplates')}
      hint={wxText('templatesHint')}
    />
  ) : (
    <SyncListScreen
      title={title}
      page="WxFansManage"
      sync={fansSync}
      label={wxText('syncFans')}
      hint={wxText('fansHint')}
    />
  );
}

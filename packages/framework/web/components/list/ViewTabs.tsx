import { SaveOutlined, SettingOutlined, StarFilled } from '@ant-design/icons';
import type { SavedView } from '@yanye/protocol';
import { Button, Tabs } from 'antd';
import { viewText } from '../../hooks/list/viewTexts';

/** The tab of the whole list (no view). */
const ALL = 'all';

/**
 * The saved views over a list (docs/engine.md, "Saved views"): 全部 first, then the views the user may open,
 * the default marked with a star; save and manage beside them. The tabs scroll when they do not fit (a phone).
 */
export function ViewTabs(props: {
  readonly views: readonly SavedView[];
  /** The open view; undefined: the whole list. */
  readonly active: number | undefined;
  readonly defaultId: number | null;
  readonly mobile: boolean;
  readonly onPick: (id: number | undefined) => void;
  readonly onSave: () => void;
  readonly onManage: () => void;
}) {
  const { mobile } = props;
  const tools = (
    <span className="list-views-tools">
      <Button
        size="small"
        type="text"
        icon={<SaveOutlined />}
        onClick={props.onSave}
        aria-label={viewText('saveView')}
        title={viewText('saveView')}
        data-testid="view-save"
      >
        {mobile ? null : viewText('saveView')}
      </Button>
      {props.views.length > 0 && (
        <Button
          size="small"
          type="text"
          icon={<SettingOutlined />}
          onClick={props.onManage}
          aria-label={viewText('manageViews')}
          title={viewText('manageViews')}
          data-testid="view-manage"
        />
      )}
    </span>
  );
  return (
    <Tabs
      className="list-views"
      size="small"
      activeKey={props.active === undefined ? ALL : String(props.active)}
      onChange={(key) => props.onPick(key === ALL ? undefined : Number(key))}
      tabBarExtraContent={{ right: tools }}
      items={[
        { key: ALL, label: viewText('all') },
        ...props.views.map((v) => ({
          key: String(v.id),
          label: (
            <span title={v.mine ? v.name : `${v.name} · ${viewText('owner', { owner: v.owner })}`}>
              <span className="list-view-tab">{v.name}</span>
              {v.id === props.defaultId && (
                <StarFilled className="list-view-default" aria-label={viewText('isDefault')} />
              )}
            </span>
          ),
        })),
      ]}
    />
  );
}

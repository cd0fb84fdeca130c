import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { CatalogPage } from '@yanye/catalog';
import { currentLang, doneText, loaded, t, useApiQuery, useApiWrite } from '@yanye/framework/web';
import { message as text } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { Button, Card, Empty, message, Space, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { iconOf } from '../../shell/icons';
import {
  addProblem,
  DASHBOARD_PATH,
  MAX_QUICK_MENUS,
  menuCandidates,
  menuData,
  type QuickMenu,
} from './quickMenus';
import { workbenchText } from './texts';

// The dialogs (a searchable pick and a sortable list) load when first opened, not with the workbench.
const QuickMenuDialogs = loaded(() => import('./QuickMenuDialogs').then((m) => m.QuickMenuDialogs));

/**
 * The workbench's quick menus: open one, add a page (refused here first: the workbench, a
 * duplicate, a 17th), or edit the list (remove, reorder) and save it whole with `QuickMenuAdds`, which refuses
 * an unchanged list before sending it.
 */
export function QuickMenus({
  pages,
  allowed,
}: {
  pages: readonly CatalogPage[];
  /** Paths of the pages the user can open (the shell's route set): the only ones offered. */
  allowed: ReadonlySet<string>;
}) {
  const lang = currentLang();
  const read = useApiQuery(API.workbench.quickMenuList);
  const menus = read.isError ? [] : read.data;
  const addOne = useApiWrite(API.workbench.quickMenuAdd);
  const saveList = useApiWrite(API.workbench.quickMenuAdds);
  const busy = addOne.isPending || saveList.isPending;
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<string>();
  const [editing, setEditing] = useState<QuickMenu[]>();

  // Every screen the user may open, the workbench too: picking it says why it cannot be added.
  const options = useMemo(() => {
    const candidates = menuCandidates(pages, new Set([...allowed, DASHBOARD_PATH]));
    return candidates.map((p) => ({
      value: p.path,
      label: p.trail
        .map((name) => pages.find((x) => x.name === name)?.title[lang] ?? name)
        .filter((title, i, all) => i === 0 || title !== all[i - 1])
        .join(' / '),
    }));
  }, [pages, allowed, lang]);

  async function add() {
    const page = pages.find((p) => p.path === picked);
    if (!page || !menus) return;
    const problem = addProblem(menus, page);
    if (problem) {
      void message.warning(text(lang, problem, { title: page.title[lang] }));
      return;
    }
    try {
      const r = await addOne.mutateAsync({
        path: page.path,
        full_path: page.path,
        name: page.name,
        title: page.title[lang],
      });
      void message.success(doneText(r.msg));
      setAdding(false);
      setPicked(undefined);
    } catch {
      // Shown by the error catalogue.
    }
  }

  async function saveAll() {
    if (!editing) return;
    const payload = menuData(editing);
    // The list as saved (the last save is read back at once): sending it again is refused here
    // (docs/business-rules.md).
    if (payload === menuData(menus ?? [])) {
      void message.warning(t('unchanged'));
      return;
    }
    try {
      const r = await saveList.mutateAsync({ menu_data: payload });
      void message.success(doneText(r.msg));
      setEditing(undefined);
    } catch {
      // Shown by the error catalogue.
    }
  }

  const count = menus?.length ?? 0;
  return (
    <Card
      size="small"
      className="workbench-card"
      title={
        <Space>
          {workbenchText('quickMenus')}
          <Typography.Text type="secondary">
            {workbenchText('count', { n: count, max: MAX_QUICK_MENUS })}
          </Typography.Text>
        </Space>
      }
      extra={
        <Space>
          <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {workbenchText('add')}
          </Button>
          <Button
            size="small"
            icon={<EditOutlined />}
            disabled={!menus || menus.length === 0}
            onClick={() => setEditing(menus ? [...menus] : [])}
          >
            {workbenchText('edit')}
          </Button>
        </Space>
      }
      loading={!menus}
    >
      {menus && menus.length === 0 && (
        <Empty description={workbenchText('quickEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      <div className="workbench-grid" data-testid="quick-menus">
        {menus?.map((m) =>
          allowed.has(m.path) ? (
            <Link key={m.path} to={m.full_path || m.path} className="workbench-tile">
              {iconOf(m.icon)}
              <span>{m.title}</span>
            </Link>
          ) : (
            // Saved once, but not open to this user now (a role changed, a plugin went): said, not offered.
            <Tooltip key={m.path} title={workbenchText('quickOff')}>
              <span className="workbench-tile is-off" aria-disabled="true">
                {iconOf(m.icon)}
                <span>{m.title}</span>
              </span>
            </Tooltip>
          ),
        )}
      </div>
      {(adding || editing !== undefined) && (
        <QuickMenuDialogs
          adding={adding}
          editing={editing}
          busy={busy}
          count={count}
          options={options}
          picked={picked}
          onPick={setPicked}
          onAdd={() => void add()}
          onCloseAdd={() => setAdding(false)}
          onEdit={setEditing}
          onSave={() => void saveAll()}
        />
      )}
    </Card>
  );
}

import type { SavedView } from '@yanye/protocol';
import type { ListViews, ViewSave } from '../../hooks/list/useListViews';
import { loaded } from '../../lib/loaded';
import { useOpenedOnce } from '../../lib/useOpenedOnce';

// The saved views' dialogs are fetched when first opened: the tabs alone come with the list.
const SaveViewDialog = loaded(() =>
  import('../../components/list/SaveViewDialog').then((m) => m.SaveViewDialog),
);
const ManageViewsDialog = loaded(() =>
  import('../../components/list/ManageViewsDialog').then((m) => m.ManageViewsDialog),
);

/** Which of a list's view dialogs is open: saving the list as a view, or managing the views. */
export type ViewDialog = 'save' | 'manage';

/** A list's saved views' dialogs, each built when first opened and kept for its closing. */
export function ViewDialogs(props: {
  readonly open: ViewDialog | undefined;
  readonly views: ListViews;
  /** The list's form name: the page name. */
  readonly formName: string;
  /** The list's state now, which saving keeps. */
  readonly state: () => NonNullable<ViewSave['state']>;
  readonly onRemove: (view: SavedView) => Promise<void>;
  readonly onClose: () => void;
}) {
  const { open, views } = props;
  const saveShown = useOpenedOnce(open === 'save');
  const manageShown = useOpenedOnce(open === 'manage');
  return (
    <>
      {saveShown && (
        <SaveViewDialog
          open={open === 'save'}
          formName={props.formName}
          current={views.active?.mine ? views.active : undefined}
          roles={views.roles}
          state={props.state}
          onSave={views.save}
          onClose={props.onClose}
        />
      )}
      {manageShown && (
        <ManageViewsDialog
          open={open === 'manage'}
          views={views.views}
          roles={views.roles}
          defaultId={views.defaultId}
          onSave={views.save}
          onRemove={(v) => void props.onRemove(v)}
          onDefault={(id) => void views.setDefault(id)}
          onClose={props.onClose}
        />
      )}
    </>
  );
}

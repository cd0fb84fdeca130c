import { Button } from 'antd';
import { askingOf } from '../../hooks/ask';
import type { RecordActions } from '../../hooks/detail/useRecordActions';
import { AskFirst } from '../ask/AskFirst';

/**
 * The actions a record offers now, as its list offers them: a dialog for those that ask for something, else a
 * confirmation naming the record; a destructive one is red. `loading` spins them while one runs.
 */
export function RecordActionButtons({
  actions,
  loading,
}: {
  readonly actions: RecordActions;
  readonly loading?: boolean;
}) {
  return actions.offered.map((a) =>
    a.fields?.length ? (
      <Button
        key={a.name}
        type="primary"
        danger={a.danger === true}
        onClick={() => actions.start(a)}
        loading={loading}
      >
        {a.title}
      </Button>
    ) : (
      <AskFirst key={a.name} {...askingOf(a, actions.name)} onConfirm={() => actions.start(a)}>
        <Button type="primary" danger={a.danger === true} loading={loading}>
          {a.title}
        </Button>
      </AskFirst>
    ),
  );
}

import { Modal } from '@yanye/framework/web';

import { keyLabel, SHORTCUTS, type Shortcut } from './shortcuts';
import { type ShellTextKey, shellText } from './texts';

const WHERE: Record<Shortcut['where'], ShellTextKey> = {
  anywhere: 'whereAnywhere',
  page: 'wherePage',
  list: 'whereList',
  form: 'whereForm',
  palette: 'wherePalette',
};

/** The shortcuts (`?`), as shortcuts.ts declares them, by where they work: the keys, then what they do. */
export default function ShortcutsHelp({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const all: readonly Shortcut[] = Object.values(SHORTCUTS);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={shellText('shortcuts')} width={480}>
      <table className="shortcuts-help">
        {(Object.keys(WHERE) as Shortcut['where'][]).map((where) => (
          <tbody key={where}>
            <tr>
              <th colSpan={2}>{shellText(WHERE[where])}</th>
            </tr>
            {all
              .filter((s) => s.where === where)
              .map((s) => (
                <tr key={s.does}>
                  <td>
                    {s.keys.map((k, i) => (
                      <span key={k}>
                        {i > 0 && (s.keys[0] === 'Mod' ? ' + ' : ' ')}
                        <kbd>{keyLabel(k)}</kbd>
                      </span>
                    ))}
                  </td>
                  <td>{shellText(s.does)}</td>
                </tr>
              ))}
          </tbody>
        ))}
      </table>
    </Modal>
  );
}

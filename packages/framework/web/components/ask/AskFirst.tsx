import { Popconfirm, type PopconfirmProps } from 'antd';
import type { ReactNode } from 'react';
import { type Asking, answersOf, questionOf } from '../../hooks/ask';

/**
 * A button that asks first (a pop-up confirmation): the question says what it is about to do to what and what
 * follows (`questionOf`), `details` under it what a decision needs in sight (the money a withdrawal pays out); the
 * button that does it names the action (`answersOf`), red for what destroys or undoes something.
 */
export function AskFirst(
  props: Asking & {
    readonly onConfirm: () => void;
    readonly children: ReactNode;
    readonly details?: ReactNode;
  } & Pick<PopconfirmProps, 'open' | 'defaultOpen' | 'onCancel' | 'onOpenChange' | 'placement' | 'disabled'>,
) {
  const { what, verb, name, danger, restorable, irreversible, after, onConfirm, children, details, ...rest } =
    props;
  const q = questionOf({ what, name, danger, restorable, irreversible, after });
  const answers = answersOf({ what, verb });
  return (
    <Popconfirm
      {...rest}
      title={q.title}
      description={
        details ? (
          <>
            {q.description && <div>{q.description}</div>}
            {details}
          </>
        ) : (
          q.description
        )
      }
      onConfirm={onConfirm}
      okText={answers.ok}
      cancelText={answers.dismiss}
      okButtonProps={{ danger: danger === true }}
    >
      {children}
    </Popconfirm>
  );
}

import { Popconfirm, type PopconfirmProps } from 'antd';
import type { ReactNode } from 'react';
import { type Asking, questionOf } from '../../hooks/ask';
import { t } from '../../i18n/texts';

/**
 * A button that asks first (a pop-up confirmation): the question says what it is about to do to what and what
 * follows (`questionOf`), and for what destroys or undoes something the OK is red.
 */
export function AskFirst(
  props: Asking & {
    readonly onConfirm: () => void;
    readonly children: ReactNode;
  } & Pick<PopconfirmProps, 'open' | 'defaultOpen' | 'onCancel' | 'onOpenChange' | 'placement' | 'disabled'>,
) {
  const { what, name, danger, restorable, irreversible, after, onConfirm, children, ...rest } = props;
  const q = questionOf({ what, name, danger, restorable, irreversible, after });
  return (
    <Popconfirm
      {...rest}
      title={q.title}
      description={q.description}
      onConfirm={onConfirm}
      okText={t('confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: danger === true }}
    >
      {children}
    </Popconfirm>
  );
}

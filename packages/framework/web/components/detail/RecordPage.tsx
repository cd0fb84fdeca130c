import type { FlowEvent } from '@yanye/protocol';
import { Card, Space } from 'antd';
import type { ReactNode } from 'react';
import type { RecordActions } from '../../hooks/detail/useRecordActions';
import { ActionDialog } from '../list/ActionDialog';
import { FlowTimeline } from './FlowTimeline';
import { detailText } from './texts';

/**
 * The page of one record, once read (`RecordPending` until then): its cards, then its history when it moves
 * through states, and the dialog of the action that asks for something first (`useRecordActions`).
 */
export function RecordPage({
  className,
  history,
  actions,
  children,
}: {
  readonly className?: string;
  readonly history?: readonly FlowEvent[];
  readonly actions: RecordActions;
  readonly children: ReactNode;
}) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className={className}>
      {children}
      {history && (
        <Card title={detailText('history')} size="small">
          <FlowTimeline events={history} />
        </Card>
      )}
      <ActionDialog
        action={actions.asking}
        name={actions.name}
        initial={actions.initial}
        busy={actions.busy}
        onCancel={actions.cancel}
        onOk={actions.answer}
      />
    </Space>
  );
}

import { Alert, Typography } from 'antd';
import type { ShownOnce } from '../../hooks/notify';
import { Modal } from '../Modal';
import { listText } from './texts';

/**
 * A value the server shows only once (a password it made for an operator), with a copy button. It closes only
 * by its button, so a stray click beside it does not lose the value.
 */
export function ShowOnceDialog(props: {
  readonly shown: ShownOnce | undefined;
  readonly onClose: () => void;
}) {
  const { shown } = props;
  return (
    <Modal
      open={shown !== undefined}
      title={shown?.title}
      okText={listText('onceKept')}
      onOk={props.onClose}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={(_, { OkBtn }) => <OkBtn />}
      destroyOnHidden
    >
      {shown && (
        <>
          <Typography.Paragraph
            copyable={{ text: shown.value }}
            className="show-once-value"
            style={{ fontFamily: 'monospace', fontSize: 22, letterSpacing: 1, margin: '8px 0 16px' }}
          >
            {shown.value}
          </Typography.Paragraph>
          <Alert
            type="warning"
            showIcon
            title={shown.tip || listText('onceOnly')}
            description={shown.tip ? listText('onceOnly') : undefined}
          />
        </>
      )}
    </Modal>
  );
}

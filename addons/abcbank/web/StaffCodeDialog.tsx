import { PrinterOutlined } from '@ant-design/icons';
import { Modal, useApiQuery } from '@yanye/addon-kit/web';
import { Alert, Button, QRCode, Skeleton, Space, Typography } from 'antd';
import { staffCode } from '../contract';
import { bankText } from './texts';
import './bank.css';

/**
 * A staff member's collection code as a card to print and put up at their counter: the store's name, the code
 * (the bank's pay address naming the store's merchant number and the member's staff number, so a payment by it
 * is credited to them), the member's name, branch and staff number. Printing prints the card alone (bank.css).
 */
export function StaffCodeDialog(props: { readonly id: number | undefined; readonly onClose: () => void }) {
  const code = useApiQuery(staffCode, { id: props.id ?? 0 }, { enabled: props.id !== undefined });
  const c = code.data;
  return (
    <Modal
      open={props.id !== undefined}
      onCancel={props.onClose}
      title={c ? bankText('codeTitle', { name: c.name }) : bankText('code')}
      width={420}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={props.onClose}>{bankText('close')}</Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!c?.code}
            onClick={() => window.print()}
            data-testid="bank-code-print"
          >
            {bankText('print')}
          </Button>
        </Space>
      }
    >
      {code.error instanceof Error && <Alert type="error" showIcon title={code.error.message} />}
      {!c && !code.error && <Skeleton active />}
      {c && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {!c.code && <Alert type="warning" showIcon title={bankText('noMerchant')} />}
          {c.status === 0 && <Alert type="info" showIcon title={bankText('inactive')} />}
          {c.code && (
            <div className="bank-code-card" data-testid="bank-code-card">
              <div className="bank-code-store">{c.store_name}</div>
              <Typography.Text type="secondary">{bankText('scan')}</Typography.Text>
              <QRCode value={c.code} size={200} bordered={false} errorLevel="M" />
              <dl>
                <dt>{bankText('staff')}</dt>
                <dd>{c.name}</dd>
                <dt>{bankText('branch')}</dt>
                <dd>{c.branch}</dd>
                <dt>{bankText('staffNo')}</dt>
                <dd>{c.staff_no}</dd>
                <dt>{bankText('merchantNo')}</dt>
                <dd>{c.merchant_no}</dd>
              </dl>
            </div>
          )}
        </Space>
      )}
    </Modal>
  );
}

import { PrinterOutlined } from '@ant-design/icons';
import { useApiQuery } from '@yanye/addon-kit/web';
import { Alert, Button, Modal, QRCode, Skeleton, Space, Typography } from 'antd';
import { staffCode } from '../contract';
import { bt } from './texts';
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
      title={c ? bt('codeTitle', { name: c.name }) : bt('code')}
      width={420}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={props.onClose}>{bt('close')}</Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!c?.code}
            onClick={() => window.print()}
            data-testid="bank-code-print"
          >
            {bt('print')}
          </Button>
        </Space>
      }
    >
      {code.error instanceof Error && <Alert type="error" showIcon title={code.error.message} />}
      {!c && !code.error && <Skeleton active />}
      {c && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {!c.code && <Alert type="warning" showIcon title={bt('noMerchant')} />}
          {c.status === 0 && <Alert type="info" showIcon title={bt('inactive')} />}
          {c.code && (
            <div className="bank-code-card" data-testid="bank-code-card">
              <div className="bank-code-store">{c.store_name}</div>
              <Typography.Text type="secondary">{bt('scan')}</Typography.Text>
              <QRCode value={c.code} size={200} bordered={false} errorLevel="M" />
              <dl>
                <dt>{bt('staff')}</dt>
                <dd>{c.name}</dd>
                <dt>{bt('branch')}</dt>
                <dd>{c.branch}</dd>
                <dt>{bt('staffNo')}</dt>
                <dd>{c.staff_no}</dd>
                <dt>{bt('merchantNo')}</dt>
                <dd>{c.merchant_no}</dd>
              </dl>
            </div>
          )}
        </Space>
      )}
    </Modal>
  );
}

import { openDownload, pageByName, signedDownloadUrl } from '@yanye/addon-kit/web';
import { Alert, Button, Card, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { waybillLabel } from '../contract';
import { waybillText } from './texts';

const RECORDS = pageByName('WaybillRecordManage')!;

/**
 * /plugin/waybill/record/label/:id: the waybill's label as the server draws it (a PDF shown by the browser's own
 * viewer), printed from there or saved (for the browser tests: `waybill-label`).
 */
export function WaybillLabelScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const frame = useRef<HTMLIFrameElement>(null);
  const [round, setRound] = useState(0);
  // Signed when shown (a signed link lasts minutes); "render again" (`round`) signs a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is what asks for a newly signed link
  const url = useMemo(() => (id ? signedDownloadUrl(waybillLabel, { id }) : undefined), [id, round]);
  const print = () => {
    try {
      frame.current?.contentWindow?.print();
    } catch {
      // A label served from another host cannot be printed from here: the browser's viewer can.
      if (url) openDownload(url);
    }
  };
  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          <Button type="primary" onClick={print} disabled={!url}>
            {waybillText('printNow')}
          </Button>
          <Button onClick={() => id && openDownload(signedDownloadUrl(waybillLabel, { id, download: 1 }))}>
            {waybillText('download')}
          </Button>
          <Button onClick={() => setRound((n) => n + 1)}>{waybillText('reload')}</Button>
          <Link to={RECORDS.path}>{waybillText('back')}</Link>
        </Space>
      }
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="info" showIcon title={waybillText('labelNote')} />
        {url && (
          <iframe
            ref={frame}
            key={url}
            src={url}
            title={waybillText('labelFrame')}
            data-testid="waybill-label"
            style={{ width: '100%', height: '75vh', border: '1px solid #f0f0f0' }}
          />
        )}
      </Space>
    </Card>
  );
}

import { CloseCircleFilled } from '@ant-design/icons';
import { Space } from 'antd';
import DOMPurify from 'dompurify';
import { t } from '../../i18n/texts';
import { Modal } from '../Modal';

/** Import errors arrive as lines with cell text already escaped; 'Error:' is dropped, markup cannot run. */
export function importErrorHtml(text: string): string {
  const lines = text.replace(/^\s*Error:\s*/, '').split('\n');
  return DOMPurify.sanitize(lines.join('<br/>'), {
    ALLOWED_TAGS: ['br', 'b', 'strong', 'span'],
    ALLOWED_ATTR: [],
  });
}

/** Why a sheet was refused, line by line, in an alert titled 'prompt'. */
export default function ImportErrorModal(props: {
  readonly failure: string | undefined;
  readonly onClose: () => void;
}) {
  return (
    <Modal
      open={props.failure !== undefined}
      title={
        <Space>
          <CloseCircleFilled style={{ color: 'var(--ant-color-error, #ff4d4f)' }} />
          {t('prompt')}
        </Space>
      }
      width={640}
      onCancel={props.onClose}
      onOk={props.onClose}
      okText={t('close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      className="import-error"
    >
      <div
        style={{ maxHeight: 400, overflow: 'auto' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify down to line breaks
        dangerouslySetInnerHTML={{ __html: importErrorHtml(props.failure ?? '') }}
      />
    </Modal>
  );
}

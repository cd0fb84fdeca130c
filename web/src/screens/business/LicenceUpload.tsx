import { UploadOutlined } from '@ant-design/icons';
import { uploadProblem } from '@yanye/framework/web';
import { API, UPLOAD_LIMITS } from '@yanye/protocol';
import { App, Button, Image, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { applicantUpload, fileUrl } from './applicantClient';
import { onboardingText } from './texts';

const ACCEPT = UPLOAD_LIMITS.image.extensions.map((e) => `.${e}`).join(',');

interface Props {
  /** The licence's key in the application (`a/<application>/…`), or empty. */
  readonly value?: string;
  readonly onChange?: (key: string) => void;
  /** A signed link to the licence kept now (the application's `files`), to show it. */
  readonly preview?: string;
  /** The licence's name, for the picture's text. */
  readonly label: string;
}

/**
 * A licence photo of the application: sent as the applicant (EnterUpload), kept privately by the server, shown
 * here by the short-lived link it answers. The field's value is the file's key, which Enter sends.
 */
export function LicenceUpload({ value, onChange, preview, label }: Props) {
  const { message } = App.useApp();
  const [shown, setShown] = useState(preview);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(preview), [preview]);

  const choose = (file: File): false => {
    const problem = uploadProblem(file, 'image');
    if (problem) {
      void message.error(
        onboardingText(problem === 'type' ? 'uploadBadType' : 'uploadTooLarge', { name: file.name }),
        5,
      );
      return false;
    }
    setBusy(true);
    applicantUpload(API.onboarding.enterUpload, file)
      .then(
        (uploaded) => {
          setShown(uploaded.url);
          onChange?.(uploaded.key);
        },
        (error: unknown) => void message.error(error instanceof Error ? error.message : String(error), 5),
      )
      .finally(() => setBusy(false));
    return false;
  };

  return (
    <Space align="start" wrap>
      {value && shown ? (
        <Image
          src={fileUrl(shown)}
          alt={label}
          width={160}
          height={120}
          style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }}
        />
      ) : null}
      <Upload accept={ACCEPT} showUploadList={false} beforeUpload={choose}>
        <Button
          icon={<UploadOutlined />}
          loading={busy}
          aria-label={`${label} ${value ? onboardingText('replace') : onboardingText('upload')}`}
        >
          {value ? onboardingText('replace') : onboardingText('upload')}
        </Button>
      </Upload>
    </Space>
  );
}

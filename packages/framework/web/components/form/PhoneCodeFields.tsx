import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { PHONE_PATTERN } from '@yanye/protocol';
import { Button, Form, Input, Space } from 'antd';
import type { TextParams } from '../../i18n/define';

/** The texts the fields take from the table of the form they stand in, under these keys. */
type PhoneCodeText = (
  key: 'phone' | 'phoneInvalid' | 'code' | 'sendCode' | 'resendIn',
  params?: TextParams,
) => string;

/**
 * A mobile number (`phone`) and the code texted to it (`codeName`), beside the button that sends the code: it
 * checks the number first (a wrong one is marked on the form and nothing is sent), then waits out the countdown
 * of its sender (`useCodeSender`).
 */
export function PhoneCodeFields({
  codeName,
  text,
  required,
  phoneHint,
  sender,
  onSend,
}: {
  readonly codeName: string;
  readonly text: PhoneCodeText;
  /** What a field left empty says, given its label. */
  readonly required: (field: string) => string;
  /** Under the phone: what the number is for. */
  readonly phoneHint?: string;
  readonly sender: { readonly sending: boolean; readonly left: number };
  readonly onSend: (phone: string) => Promise<void>;
}) {
  const form = Form.useFormInstance();
  const sendCode = async () => {
    const valid = await form.validateFields(['phone']).then(
      () => true,
      () => false,
    );
    if (valid) await onSend(form.getFieldValue('phone') ?? '');
  };
  return (
    <>
      <Form.Item
        name="phone"
        label={text('phone')}
        extra={phoneHint}
        rules={[
          { required: true, whitespace: true, message: required(text('phone')) },
          { pattern: PHONE_PATTERN, message: text('phoneInvalid'), validateTrigger: 'onBlur' },
        ]}
      >
        <Input prefix={<MobileOutlined />} autoComplete="tel" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label={text('code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name={codeName}
            noStyle
            rules={[{ required: true, whitespace: true, message: required(text('code')) }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              aria-label={text('code')}
            />
          </Form.Item>
          <Button onClick={sendCode} loading={sender.sending} disabled={sender.left > 0}>
            {sender.left > 0 ? text('resendIn', { n: sender.left }) : text('sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}

import { PhoneCodeFields, useCodeSender } from '@yanye/framework/web';
import { Alert } from 'antd';
import { sendEnterCode } from './applicantClient';
import { onboardingText } from './texts';

/**
 * The applicant's phone and the code texted to it, to register or to find an application, under the notice of
 * the code sent (while the form shows no error: `failed`); a refused send is the form's error (`onError`).
 */
export function EnterCodeFields({
  purpose,
  failed,
  onError,
  phoneHint,
}: {
  readonly purpose: 'register' | 'find';
  readonly failed: boolean;
  readonly onError: (text: string) => void;
  readonly phoneHint?: string;
}) {
  const code = useCodeSender(sendEnterCode, onError);
  return (
    <>
      {code.notice && !failed && (
        <Alert type="success" showIcon title={code.notice} style={{ marginBottom: 16 }} />
      )}
      <PhoneCodeFields
        codeName="verify"
        text={onboardingText}
        required={(field) => onboardingText('required', { field })}
        phoneHint={phoneHint}
        sender={code}
        onSend={(phone) => code.send(purpose, phone)}
      />
    </>
  );
}

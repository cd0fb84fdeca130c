import { message as serverText } from '@yanye/i18n';
import { API, passwordProblem } from '@yanye/protocol';
import { Alert, Card, Form, Input, message } from 'antd';
import { useCallback, useState } from 'react';
import { callWithMessage } from '../../api/client';
import { showOnFormField } from '../../components/form/refusalOnField';
import { SaveButton } from '../../components/form/SaveButton';
import { useSaving } from '../../hooks/useSaving';
import { currentLang } from '../../i18n/lang';
import { t } from '../../i18n/texts';
import { useConsoleUser } from '../../shell/view';
import { profileText } from './texts';

interface Values {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * /profile/pwd/edit: the signed-in user's password. The browser checks the rule the server will check (one
 * shared function), and the server signs out the account's other sessions.
 */
export function PasswordEditScreen({ title }: { readonly title: string }) {
  const user = useConsoleUser();
  const [form] = Form.useForm<Values>();
  const [saving, runSave] = useSaving(useCallback((error: unknown) => showOnFormField(form, error), [form]));
  const [done, setDone] = useState('');

  const save = (values: Values) => {
    setDone('');
    return runSave(async () => {
      const { msg } = await callWithMessage(API.account.passwordEdit, { ...values });
      void message.success(t('saved'));
      setDone(msg);
      form.resetFields();
    });
  };

  return (
    <Card title={title} className="profile-screen">
      {done && <Alert type="success" showIcon title={done} style={{ marginBottom: 16, maxWidth: 560 }} />}
      <Form<Values>
        form={form}
        name="password-edit"
        labelCol={{ flex: '120px' }}
        style={{ maxWidth: 560 }}
        onFinish={save}
      >
        <Form.Item
          name="old_password"
          label={profileText('oldPassword')}
          rules={[{ required: true, message: t('required', profileText('oldPassword')) }]}
        >
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={profileText('newPassword')}
          extra={profileText('passwordRule')}
          rules={[
            { required: true, message: t('required', profileText('newPassword')) },
            {
              validator: async (_, value: string | undefined) => {
                const problem = value ? passwordProblem(value, user?.username ?? '') : undefined;
                if (problem) throw new Error(serverText(currentLang(), problem));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={profileText('confirmPassword')}
          dependencies={['new_password']}
          rules={[
            { required: true, message: t('required', profileText('confirmPassword')) },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('new_password'))
                  throw new Error(profileText('passwordMismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <SaveButton saving={saving} />
        </Form.Item>
      </Form>
    </Card>
  );
}

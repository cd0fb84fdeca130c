import { callWithMessage, passwordRule, sameAsRule, t, useConsoleUser } from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { Alert, Card, Form, Input, message } from 'antd';
import { useState } from 'react';
import { ProfileForm } from './ProfileForm';
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
  const [done, setDone] = useState('');

  const save = async (values: Values) => {
    setDone('');
    const { msg } = await callWithMessage(API.account.passwordEdit, { ...values });
    void message.success(t('saved'));
    setDone(msg);
    form.resetFields();
  };

  return (
    <Card title={title} className="profile-screen">
      {done && <Alert type="success" showIcon title={done} style={{ marginBottom: 16, maxWidth: 560 }} />}
      <ProfileForm form={form} name="password-edit" onSave={save}>
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
            passwordRule(() => user?.username ?? ''),
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
            sameAsRule('new_password', profileText('passwordMismatch')),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
      </ProfileForm>
    </Card>
  );
}

import { currentLang, t, useApiQuery, useApiWrite, useReloadUser } from '@yanye/framework/web';
import { API, labelOf, PHONE_PATTERN } from '@yanye/protocol';
import { Alert, Card, Form, Input, message, Spin } from 'antd';
import { useEffect } from 'react';
import { ProfileForm } from './ProfileForm';
import { profileText } from './texts';

interface Values {
  nick_name: string;
  real_name: string;
  phone: string;
}

/** A field's label, as the save call declares it (its refusals name the field so too). */
const label = (field: string) => labelOf(API.account.userEdit, field, currentLang());

/** /profile/user/edit: the signed-in user's own name and phone. */
export function ProfileEditScreen({ title }: { readonly title: string }) {
  const read = useApiQuery(API.session.userInfo);
  const user = read.data;
  const userEdit = useApiWrite(API.account.userEdit);
  const [form] = Form.useForm<Values>();
  const reloadUser = useReloadUser();
  useEffect(() => {
    if (user)
      form.setFieldsValue({ nick_name: user.nick_name, real_name: user.real_name, phone: user.phone });
  }, [user, form]);

  if (read.error) return <Alert type="error" showIcon title={read.error.message} />;
  if (!user) return <Spin />;

  const save = async (values: Values) => {
    await userEdit.mutateAsync({
      nick_name: values.nick_name.trim(),
      real_name: (values.real_name ?? '').trim(),
      phone: (values.phone ?? '').trim(),
    });
    void message.success(t('saved'));
    await reloadUser();
  };

  return (
    <Card title={title} className="profile-screen">
      <ProfileForm form={form} name="profile-edit" onSave={save}>
        <Form.Item label={profileText('username')} htmlFor="profile-edit-username">
          <Input id="profile-edit-username" value={user.username} disabled />
        </Form.Item>
        <Form.Item label={profileText('roles')} htmlFor="profile-edit-roles">
          <Input id="profile-edit-roles" value={user.roles.join('、')} disabled />
        </Form.Item>
        <Form.Item
          name="nick_name"
          label={label('nick_name')}
          rules={[{ required: true, whitespace: true, message: t('required', label('nick_name')) }]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="real_name" label={label('real_name')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={label('phone')}
          extra={profileText('phoneHint')}
          rules={[{ pattern: PHONE_PATTERN, message: profileText('phoneInvalid') }]}
        >
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
      </ProfileForm>
    </Card>
  );
}

import { SaveButton, showOnFormField, useSaving } from '@yanye/framework/web';
import { Form, type FormInstance } from 'antd';
import { type ReactNode, useCallback } from 'react';

/**
 * A form of the signed-in user's own (the profile, the password): labels 120 px wide, at most 560 px, the save
 * button under it, busy while `onSave` runs; a refusal naming one of its fields is shown under that field.
 */
export function ProfileForm<Values>({
  form,
  name,
  onSave,
  children,
}: {
  readonly form: FormInstance<Values>;
  readonly name: string;
  readonly onSave: (values: Values) => Promise<void>;
  readonly children: ReactNode;
}) {
  const [saving, runSave] = useSaving(useCallback((error: unknown) => showOnFormField(form, error), [form]));
  return (
    <Form<Values>
      form={form}
      name={name}
      labelCol={{ flex: '120px' }}
      style={{ maxWidth: 560 }}
      onFinish={(values) => runSave(() => onSave(values))}
    >
      {children}
      <Form.Item label=" " colon={false}>
        <SaveButton saving={saving} />
      </Form.Item>
    </Form>
  );
}

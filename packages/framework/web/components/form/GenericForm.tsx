import type { FieldMeta, PreviewKind } from '@yanye/protocol';
import { Button, Form, type FormInstance, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Values } from '../../hooks/form/formValues';
import { useUnsavedChanges } from '../../hooks/shellView';
import type { ClickGuard } from '../../hooks/useClickGuard';
import { t } from '../../i18n/texts';
import { isMod } from '../../lib/keys';
import { inputs } from './fieldInputs';
import { fieldRules } from './fieldRules';
import './readOnlyForm.css';
import { PhonePreview } from './PhonePreview';
import { showOnField } from './refusalOnField';
import { SaveButton } from './SaveButton';

/** A form drawn from its fields' metadata: one input per field type, the server's rules checked first. */
export function GenericForm(props: {
  /** Unique among the views kept alive: field ids carry it (labels point at them). */
  readonly name: string;
  readonly fields: readonly FieldMeta[];
  readonly initial: Values;
  readonly saving: boolean;
  readonly guard: ClickGuard;
  /**
   * Saves the values; a refusal it answers with (an ApiError naming a field in `data.field`) is shown under
   * that field too.
   */
  readonly onSubmit: (values: Values) => unknown;
  /** A back button beside save (a record's form); a settings page has none. */
  readonly onBack?: () => void;
  /** The form's instance, for a screen that shows what is typed beside it (a preview). */
  readonly form?: FormInstance<Values>;
  /** Shown but not editable, without a save button (a user who may read but not save). */
  readonly readOnly?: boolean;
  /** The phone preview the form's metadata offers beside save (an article, an advert). */
  readonly preview?: PreviewKind | null;
}) {
  const { fields } = props;
  const [own] = Form.useForm<Values>();
  const form = props.form ?? own;
  // What the form held when it opened, or when it was last saved: a form that differs from it holds changes a
  // closed tag or a reload would lose (`useUnsavedChanges`).
  const saved = useRef<string | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const held = useCallback(() => JSON.stringify(form.getFieldsValue(true)), [form]);
  // Taken as the form opens with its values.
  useEffect(() => {
    saved.current = held();
  }, [held]);
  useUnsavedChanges(dirty && !props.readOnly);
  const onFinish = async (values: Values) => {
    const refused = await props.onSubmit(values);
    if (refused) {
      showOnField(
        form,
        refused,
        fields.map((f) => f.name),
      );
      return;
    }
    saved.current = held();
    setDirty(false);
  };
  return (
    <Form
      form={form}
      disabled={props.readOnly}
      // Read, not filled: no mark of a required field, no tips on typing, no placeholders (readOnlyForm.css).
      requiredMark={props.readOnly ? false : undefined}
      className={props.readOnly ? 'generic-form-read' : undefined}
      name={props.name}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      // A long title (another language's) wraps under itself rather than being cut off.
      labelWrap
      initialValues={props.initial}
      onValuesChange={() => setDirty(saved.current !== undefined && held() !== saved.current)}
      onFinish={(values) => void onFinish(values)}
      // A message under a field out of sight (a phone's narrow screen, a long form) is brought into view.
      scrollToFirstError={{ block: 'center' }}
      // Mod+S (shell/shortcuts.ts) saves as the save button does: through it, so its guard and its wait hold.
      onKeyDown={(e) => {
        if (!isMod(e, 's')) return;
        e.preventDefault();
        if (!props.readOnly) e.currentTarget.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
      }}
      style={{ maxWidth: fields.some((f) => f.type === 'lines') ? 1280 : 900 }}
    >
      {fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.type === 'lines' ? undefined : f.name}
          label={f.title}
          hidden={f.hidden}
          extra={props.readOnly ? undefined : (f.tip ?? undefined)}
          valuePropName={f.type === 'switch' ? 'checked' : 'value'}
          rules={fieldRules(f)}
          required={f.required}
        >
          {inputs[f.type](f)}
        </Form.Item>
      ))}
      {!props.readOnly && (
        <Form.Item label=" " colon={false}>
          <Space>
            <SaveButton saving={props.saving} guard={props.guard} />
            {props.preview && <PhonePreview kind={props.preview} fields={fields} />}
            {props.onBack && <Button onClick={props.onBack}>{t('back')}</Button>}
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}

import { type ColumnMeta, formatYuan, type RowAction, type TableMeta } from '@yanye/protocol';
import { Alert, Form } from 'antd';
import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { answersOf, askingOf, questionOf, subjectOf } from '../../hooks/ask';
import { toBodyValues, toFormValues, type Values } from '../../hooks/form/formValues';
import { CHOSEN } from '../../hooks/list/useListActions';
import { t } from '../../i18n/texts';
import { inputs } from '../form/fieldInputs';
import { fieldRules, requiredMessage } from '../form/fieldRules';
import { boundByRow } from '../form/moneyField';
import { showOnField } from '../form/refusalOnField';
import { Modal } from '../Modal';
import { cellRenderers, rowCells } from './cells';
import { RecordPicker } from './RecordPicker';

/** The dialog of an action that asks for something first (an audit's verdict and remark). */
export interface ActionDialogProps {
  readonly action: RowAction | undefined;
  /** What it acts on, by name (a record's `record_name`), when one record: the dialog says it. */
  readonly name?: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  /** Runs the action; a refusal it answers with is shown under the field it names too. */
  readonly onOk: (values: Values) => unknown;
  /** The row it acts on (one row): an amount bounded by one of its columns (`max_key`) is held to it. */
  readonly row?: Readonly<Record<string, unknown>>;
  /** The list's columns, naming such a bound ("可退金额"). */
  readonly columns?: Readonly<Record<string, ColumnMeta>>;
  /** Values the dialog opens with instead of the fields' defaults (the wallet of the card it was opened from). */
  readonly initial?: Values;
  /**
   * The action was asked with no record chosen (opened by its address): the dialog asks which first, from the
   * list's own rows (`api`, `meta`), under the records' noun (门店).
   */
  readonly pick?: { readonly api: string; readonly meta: TableMeta; readonly title: string };
}

/** Under a field: the bound the row sets on it (可退金额 ¥120.00), then its tip (blank refunds all). */
function extra(tip: string | null, bound: number | undefined, boundTitle: string | undefined): ReactNode {
  if (bound === undefined) return tip ?? undefined;
  return (
    <>
      <div data-testid="action-field-bound">
        {boundTitle ?? t('upTo')} {formatYuan(bound)}
      </div>
      {tip && <div>{tip}</div>}
    </>
  );
}

/**
 * What the action declares its dialog shows of the row (`shows`), each column by its title and the row's value as
 * the list shows it, money with its ¥ as the bound under a field says it: 申请金额 ¥120.00, 可退金额 ¥100.00.
 */
function Shown({ action, row, columns }: Pick<ActionDialogProps, 'action' | 'row' | 'columns'>) {
  const shown = (action?.shows ?? []).flatMap((key) => {
    const c = columns?.[key];
    return c && row ? [{ key, c }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <dl className="action-shows" data-testid="action-shows">
      {shown.map(({ key, c }) => {
        const value = row?.[key];
        const text =
          c.money && value !== null && value !== undefined && value !== '' ? formatYuan(value) : null;
        return (
          <div key={key} data-key={key}>
            <dt>{c.title}</dt>
            <dd>{text ?? cellRenderers[c.type](value, c, row)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The dialog and its form; loaded through `ActionDialog` the first time an action asks. */
export default function ActionDialogForm(props: ActionDialogProps) {
  const [form] = Form.useForm<Values>();
  const { action, row, columns } = props;
  const bounded = useMemo(() => (action?.fields ?? []).map((f) => boundByRow(f, row)), [action, row]);
  const fields = bounded.map((b) => b.field);
  const asking = action ? askingOf(action, props.name, rowCells(row, columns)) : undefined;
  // A destructive action (an un-audit, a cancellation) says what it does to what, and what follows; another says
  // what follows where it has something to say (what a resolution changes), with the row's cells.
  const question = asking && action?.danger ? questionOf(asking) : undefined;
  const after = !question ? asking?.after : undefined;
  // Its buttons name what it does (同意退款, 确认发货), and a cancellation is dismissed by 返回, not 取消.
  const answers = asking ? answersOf(asking) : undefined;
  // The values it opens with, set once as it opens for an action on a row: a list or record read again behind the
  // open dialog renews the action's object, and must not undo what was already picked or typed.
  const opening = action ? `${action.name}:${String(row?.id ?? '')}` : undefined;
  const openingValues = useRef<Values>({});
  openingValues.current = action ? toFormValues(action.fields ?? [], props.initial ?? {}) : {};
  // Before the dialog is painted: a click on it (a verdict picked at once) must come after, not be undone by it.
  useLayoutEffect(() => {
    if (opening) form.setFieldsValue(openingValues.current);
  }, [opening, form]);
  return (
    <Modal
      open={props.action !== undefined}
      // What it acts on: in the title, or in the question a destructive action asks under it.
      title={asking && !question ? subjectOf(asking) : asking?.what}
      okText={answers?.ok}
      cancelText={answers?.dismiss}
      confirmLoading={props.busy}
      okButtonProps={{ danger: action?.danger === true }}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      // What was picked and typed is not thrown away by a click beside the dialog (one that missed an option of a
      // select whose list lay over the backdrop closed it, the browser test of 处理投递 saw it): 取消, × or Esc close it.
      maskClosable={false}
    >
      <Form
        form={form}
        name={`action-${props.action?.name ?? ''}`}
        layout="vertical"
        onFinish={async (values) => {
          const chosen = props.pick ? { [CHOSEN]: values[CHOSEN] } : {};
          const refused = await props.onOk({ ...toBodyValues(fields, values), ...chosen });
          if (refused)
            showOnField(
              form,
              refused,
              fields.map((f) => f.name),
            );
        }}
      >
        {question && (
          <Alert
            type="warning"
            showIcon
            className="action-question"
            title={question.title}
            description={question.description}
          />
        )}
        <Shown action={action} row={row} columns={columns} />
        {after && <Alert type="info" showIcon className="action-after" title={after} />}
        {props.pick && action && (
          <Form.Item
            name={CHOSEN}
            label={props.pick.title}
            rules={[
              { required: true, message: requiredMessage({ type: 'select', title: props.pick.title }) },
            ]}
          >
            <RecordPicker api={props.pick.api} meta={props.pick.meta} multiple={action.batch === true} />
          </Form.Item>
        )}
        {bounded.map(({ field: f, bound }) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.title}
            extra={extra(f.tip, bound, f.max_key ? columns?.[f.max_key]?.title : undefined)}
            valuePropName={f.type === 'switch' ? 'checked' : 'value'}
            rules={fieldRules(f)}
          >
            {inputs[f.type](f)}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

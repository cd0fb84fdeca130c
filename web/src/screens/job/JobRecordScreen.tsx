import {
  cellRenderers,
  GenericForm,
  RecordActionButtons,
  RecordPage,
  RecordPending,
  toFormValues,
  useClickGuard,
  useViewName,
} from '@yanye/framework/web';
import type { ColumnMeta, JobRecordState, TableMeta } from '@yanye/protocol';
import { Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { jobText } from './texts';
import { type JobRecord, RECORD_LIST, useJobRecord } from './useJobRecord';

const STATE_COLOR: Readonly<Record<JobRecordState, string>> = {
  applied: 'orange',
  viewed: 'blue',
  interview: 'cyan',
  offer: 'purple',
  hired: 'green',
  rejected: 'default',
};

/** What the application says, in the order a recruiter reads it; the interview, offer and reason once there. */
const SHOWN = [
  'applicant',
  'applicant_phone',
  'job_name',
  'title_name',
  'created_at',
  'updated_at',
  'interview_at',
  'interview_place',
  'offer_salary',
  'reject_reason',
  'note',
] as const;

/** A value as the application list shows it, under the list's title for it. */
function reader(record: JobRecord, meta: TableMeta) {
  const col = (name: string) => meta.rows[name] as ColumnMeta | undefined;
  const value = (name: string) => (record as Readonly<Record<string, unknown>>)[name];
  return {
    label: (name: string) => col(name)?.title ?? name,
    show: (name: string): ReactNode => {
      const c = col(name);
      return c
        ? cellRenderers[c.type === 'hide' ? 'text' : c.type](value(name), c)
        : String(value(name) ?? '');
    },
  };
}

/**
 * /job/record/info/:id: one application, labelled by the application list's metadata, with its state (for the
 * browser tests: `job-record-state`, its value in `data-state`), the résumé it was sent with, its history, and the
 * list's steps on it.
 */
export function JobRecordScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const view = useJobRecord(id);
  const guard = useClickGuard();
  const { record, meta, actions } = view;
  useViewName(actions.name);

  if (view.error || !record || !meta) return <RecordPending error={view.error} />;
  const { label, show } = reader(record, meta);
  const shown = SHOWN.filter((name) => {
    const v = record[name];
    return v !== null && v !== '';
  });
  return (
    <RecordPage className="job-record" history={record.history} actions={actions}>
      <Card
        title={
          <Space>
            {title}
            <Tag color={STATE_COLOR[record.status]} data-testid="job-record-state" data-state={record.status}>
              {show('status')}
            </Tag>
          </Space>
        }
        extra={
          <Space wrap>
            <RecordActionButtons actions={actions} />
            <Link to={RECORD_LIST.path}>
              <Button>{jobText('backToList')}</Button>
            </Link>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} title={jobText('application')}>
          {shown.map((name) => (
            <Descriptions.Item key={name} label={label(name)}>
              {name === 'job_name' && view.jobPath ? <Link to={view.jobPath}>{show(name)}</Link> : show(name)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title={jobText('resume')} size="small">
        {view.resumeFields && view.resume ? (
          <GenericForm
            key={JSON.stringify(view.resume)}
            name="job-record-resume"
            fields={view.resumeFields}
            initial={toFormValues(view.resumeFields, view.resume)}
            saving={false}
            guard={guard}
            onSubmit={() => undefined}
            readOnly
          />
        ) : (
          <Spin />
        )}
      </Card>
    </RecordPage>
  );
}

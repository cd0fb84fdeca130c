import { useQuery } from '@tanstack/react-query';
import type { CatalogPage } from '@yanye/catalog';
import {
  DocumentView,
  formMetaQuery,
  GenericForm,
  PrintButton,
  printApiOf,
  RecordActionButtons,
  RecordPage,
  RecordPending,
  RecordTabs,
  type Row,
  recordNameOf,
  recordQuery,
  t,
  toFormValues,
  useClickGuard,
  useRecordActions,
  useViewName,
} from '@yanye/framework/web';
import type { FlowEvent, PrintedDoc } from '@yanye/protocol';
import { Button, Card, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';

/**
 * The details of one record (`info/:id`: a page with the record's Info call and no Save): its form read-only (or,
 * for a record that prints, the document as it prints: lines, totals, maker and auditor), its history when it
 * moves through states, and the actions its list offers in its present state.
 */
export function GenericDetailScreen({ page, title }: { page: CatalogPage; title: string }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const infoApi = page.api.find((a) => a.endsWith('Info')) ?? '';
  const meta = useQuery(formMetaQuery(infoApi));
  // A record that prints is shown as it prints (its lines, totals and who made and audited it).
  const printable = printApiOf(page) !== undefined;
  const record = useQuery(recordQuery(infoApi, id, printable));
  const row = record.data as Row | undefined;
  const actions = useRecordActions(infoApi, row);
  const guard = useClickGuard();
  const name = recordNameOf(record.data);
  // The tag names the record shown (拼团详情 · 春节囤盐).
  useViewName(name);

  const error = record.error ?? meta.error;
  if (error || !meta.data || !row) return <RecordPending error={error} />;
  const history = (row as { _history?: readonly FlowEvent[] })._history;
  const document = (row as { _document?: PrintedDoc })._document;
  return (
    <RecordPage className="generic-detail" history={history} actions={actions}>
      <Card
        title={name ? `${title} · ${name}` : title}
        extra={
          <Space wrap>
            <RecordActionButtons actions={actions} />
            <PrintButton page={page} id={Number(id)} />
            <Button onClick={() => navigate(-1)}>{t('back')}</Button>
          </Space>
        }
      >
        <RecordTabs page={page}>
          {document ? (
            <DocumentView doc={document} />
          ) : (
            <GenericForm
              // A new key when the record changes (an action moved it): the read-only form shows what is there now.
              key={JSON.stringify(row)}
              name={`${page.name}-detail`}
              fields={meta.data.fields}
              initial={toFormValues(meta.data.fields, row)}
              saving={false}
              guard={guard}
              onSubmit={() => undefined}
              readOnly
            />
          )}
        </RecordTabs>
      </Card>
    </RecordPage>
  );
}

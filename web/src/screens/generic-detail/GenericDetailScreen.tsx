import { useQuery } from '@tanstack/react-query';
import type { CatalogPage } from '@yanye/catalog';
import type { FlowEvent } from '@yanye/protocol';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../api/errors';
import { FlowTimeline } from '../../components/detail/FlowTimeline';
import { RecordActionButtons } from '../../components/detail/RecordActionButtons';
import { detailText } from '../../components/detail/texts';
import { GenericForm } from '../../components/form/GenericForm';
import { ActionDialog } from '../../components/list/ActionDialog';
import { NotifyProvider } from '../../components/NotifyProvider';
import { PrintButton } from '../../components/print/PrintButton';
import { Unavailable } from '../../components/Unavailable';
import { useRecordActions } from '../../hooks/detail/useRecordActions';
import { toFormValues } from '../../hooks/form/formValues';
import { formMetaQuery, recordNameOf, recordQuery } from '../../hooks/form/useFormController';
import type { Row } from '../../hooks/list/row';
import { useClickGuard } from '../../hooks/useClickGuard';
import { t } from '../../i18n/texts';
import { useViewName } from '../../shell/view';

/**
 * The details of one record (`info/:id`: a page with the record's Info call and no Save): its form read-only, its
 * history when it moves through states, and the actions its list offers in its present state.
 */
export function GenericDetailScreen({ page, title }: { page: CatalogPage; title: string }) {
  return (
    <NotifyProvider>
      <DetailScreen page={page} title={title} />
    </NotifyProvider>
  );
}

function DetailScreen({ page, title }: { page: CatalogPage; title: string }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const infoApi = page.api.find((a) => a.endsWith('Info')) ?? '';
  const meta = useQuery(formMetaQuery(infoApi));
  const record = useQuery(recordQuery(infoApi, id));
  const row = record.data as Row | undefined;
  const actions = useRecordActions(infoApi, row);
  const guard = useClickGuard();
  const name = recordNameOf(record.data);
  // The tag names the record shown (拼团详情 · 春节囤盐).
  useViewName(name);

  if (isNotFound(record.error)) return <Unavailable reason="notFound" detail={record.error.message} />;
  const error = meta.error ?? record.error;
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!meta.data || !row) return <Spin />;
  const history = (row as { _history?: readonly FlowEvent[] })._history;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="generic-detail">
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
      </Card>
      {history && (
        <Card title={detailText('history')} size="small">
          <FlowTimeline events={history} />
        </Card>
      )}
      <ActionDialog
        action={actions.asking}
        name={actions.name}
        busy={actions.busy}
        onCancel={actions.cancel}
        onOk={actions.answer}
      />
    </Space>
  );
}

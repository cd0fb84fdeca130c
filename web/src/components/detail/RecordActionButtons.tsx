import { Button, Popconfirm } from 'antd';
import type { RecordActions } from '../../hooks/detail/useRecordActions';
import { t } from '../../i18n/texts';

/** The actions a record offers now, as its list offers them: a dialog for those that ask, else a confirmation. */
export function RecordActionButtons({ actions }: { readonly actions: RecordActions }) {
  return actions.offered.map((a) =>
    a.fields?.length ? (
      <Button key={a.name} type="primary" onClick={() => actions.start(a)}>
        {a.title}
      </Button>
    ) : (
      <Popconfirm
        key={a.name}
        title={`${a.summary ?? a.title}?`}
        okText={t('confirm')}
        cancelText={t('cancel')}
        onConfirm={() => actions.start(a)}
      >
        <Button type="primary">{a.title}</Button>
      </Popconfirm>
    ),
  );
}

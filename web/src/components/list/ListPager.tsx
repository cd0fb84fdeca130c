import { PAGE_SIZES } from '@yanye/protocol';
import { Pagination } from 'antd';
import { t } from '../../i18n/texts';

/** The list's pager: the sizes of PAGE_SIZES; on a phone, previous, five pages and next. */
export function ListPager(props: {
  readonly page: number;
  readonly limit: number;
  readonly count: number;
  readonly mobile: boolean;
  readonly onChange: (page: number, limit: number) => void;
}) {
  const { mobile } = props;
  return (
    <div className="list-pager">
      <Pagination
        current={props.page}
        pageSize={props.limit}
        total={props.count}
        onChange={props.onChange}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showSizeChanger={!mobile}
        showQuickJumper={!mobile}
        showLessItems={mobile}
        size={mobile ? 'small' : undefined}
        showTotal={mobile ? undefined : (total) => `${t('total')} ${total}`}
      />
    </div>
  );
}

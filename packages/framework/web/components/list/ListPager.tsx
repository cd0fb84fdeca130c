import { formatNumber, PAGE_SIZES } from '@yanye/protocol';
import { Button, Pagination } from 'antd';
import { memo } from 'react';
import { t } from '../../i18n/texts';
import { listText } from './texts';

/**
 * The list's pager: the sizes of PAGE_SIZES; on a phone, previous, five pages and next. An estimated count
 * reads "合计 约 N", with the exact count one click away.
 */
export const ListPager = memo(function ListPager(props: {
  readonly page: number;
  readonly limit: number;
  readonly count: number;
  readonly mobile: boolean;
  readonly onChange: (page: number, limit: number) => void;
  /** The count is an estimate. */
  readonly estimated?: boolean;
  /** Asks for the exact count. */
  readonly onExact?: () => void;
}) {
  const { mobile, estimated, onExact } = props;
  const total = (n: number) => {
    if (!estimated) return `${t('total')} ${n}`;
    return (
      <>
        {t('total')} {listText('about', { count: formatNumber(n) })}
        {onExact && (
          <Button type="link" size="small" onClick={onExact} data-testid="list-exact-count">
            {listText('exactCount')}
          </Button>
        )}
      </>
    );
  };
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
        showTotal={mobile ? undefined : total}
      />
    </div>
  );
});

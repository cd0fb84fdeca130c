import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { t } from '../../i18n/texts';

/** The way from a list to its add page: 新增, the list's first and primary button. */
export function AddButton({ to }: { readonly to: string }) {
  return (
    <Link to={to}>
      <Button type="primary" icon={<PlusOutlined />}>
        {t('add')}
      </Button>
    </Link>
  );
}

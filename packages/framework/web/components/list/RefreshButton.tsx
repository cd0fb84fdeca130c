import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { t } from '../../i18n/texts';

/** Reads a list again: an icon named 刷新 for screen readers, spinning while `loading`. */
export function RefreshButton({
  loading,
  onClick,
}: {
  readonly loading?: boolean;
  readonly onClick: () => void;
}) {
  return <Button icon={<ReloadOutlined />} aria-label={t('refresh')} loading={loading} onClick={onClick} />;
}

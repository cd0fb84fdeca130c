import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  FolderOutlined,
  RetweetOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The catalogue's icon names drawn with Ant Design's icons. */
const ICONS: Record<string, ReactNode> = {
  appstore: <AppstoreOutlined />,
  bank: <BankOutlined />,
  'bar-chart': <BarChartOutlined />,
  container: <ContainerOutlined />,
  dashboard: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  'file-text': <FileTextOutlined />,
  recycle: <RetweetOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  shopping: <ShoppingOutlined />,
  team: <TeamOutlined />,
  wallet: <WalletOutlined />,
};

export function iconOf(name: string | undefined): ReactNode {
  return (name && ICONS[name]) || <FolderOutlined />;
}

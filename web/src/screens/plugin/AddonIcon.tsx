import {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  CalendarOutlined,
  CarOutlined,
  CloudOutlined,
  LinkOutlined,
  MessageOutlined,
  PrinterOutlined,
  SafetyOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { AuctionIcon } from './AuctionIcon';

/** The add-ons' icons by the name their declarations give (addons/<key>/addon.ts). Only this screen draws them. */
const ICONS: Record<string, ReactNode> = {
  'account-book': <AccountBookOutlined />,
  auction: <AuctionIcon />,
  bank: <BankOutlined />,
  calendar: <CalendarOutlined />,
  car: <CarOutlined />,
  cloud: <CloudOutlined />,
  link: <LinkOutlined />,
  message: <MessageOutlined />,
  printer: <PrinterOutlined />,
  safety: <SafetyOutlined />,
  shopping: <ShoppingOutlined />,
  team: <TeamOutlined />,
  thunderbolt: <ThunderboltOutlined />,
  trophy: <TrophyOutlined />,
  wechat: <WechatOutlined />,
};

export function AddonIcon({ name }: { readonly name: string }) {
  return <>{ICONS[name] ?? <AppstoreOutlined />}</>;
}

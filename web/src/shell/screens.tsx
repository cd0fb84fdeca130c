import type { CatalogPage } from '@yanye/catalog';
import { Result, Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { currentLang } from '../i18n/lang';
import { GenericFormScreen } from '../screens/generic-form/GenericFormScreen';
import { GenericListScreen } from '../screens/generic-list/GenericListScreen';
import { st } from './texts';

const HomePage = lazy(() => import('../screens/home/HomePage').then((m) => ({ default: m.HomePage })));

/** Bespoke screens by the catalogue's `custom:<key>`; a key not here is a screen still to be built. */
const CUSTOM: Record<string, () => ReactNode> = {
  dashboard: () => <HomePage />,
};

/** The screen of a catalogue page. */
export function screenOf(page: CatalogPage): ReactNode {
  const title = page.title[currentLang()];
  if (page.view === 'list') return <GenericListScreen page={page} title={title} />;
  if (page.view === 'form') return <GenericFormScreen page={page} title={title} />;
  const key = page.view.startsWith('custom:') ? page.view.slice('custom:'.length) : undefined;
  const custom = key ? CUSTOM[key] : undefined;
  if (custom) return <Suspense fallback={<Spin />}>{custom()}</Suspense>;
  return <Result status="info" title={title} subTitle={st('notReady')} />;
}

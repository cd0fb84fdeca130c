import type { CatalogPage } from '@yanye/catalog';
import { currentLang, loadedScreen, NotifyProvider, RecordTabs, Unavailable } from '@yanye/framework/web';
import { Spin } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { addonScreen } from '../installed-addons';
import { GOODS_SCREENS } from '../screens/goods/screens';
import { JOB_SCREENS } from '../screens/job/screens';
import { RECYCLE_SCREENS } from '../screens/recycle/screens';
import { MEMBER_SCREENS } from '../screens/sys/member/screens';

// Every screen is its own chunk, loaded when first opened: the frame stays small, and the table of the list
// screen (the largest part of Ant Design) is not paid for by the sign-in page or the workbench. Loaded without
// suspending (`loadedScreen`, packages/framework/web/lib/loaded.tsx): a screen whose chunk is there draws at once.
const GenericListScreen = loadedScreen(() =>
  import('@yanye/framework/web/generic-list').then((m) => m.GenericListScreen),
);
const GenericFormScreen = loadedScreen(() =>
  import('../screens/generic-form/GenericFormScreen').then((m) => m.GenericFormScreen),
);
const GenericDetailScreen = loadedScreen(() =>
  import('../screens/generic-detail/GenericDetailScreen').then((m) => m.GenericDetailScreen),
);

const WorkbenchScreen = loadedScreen(() =>
  import('../screens/workbench/WorkbenchScreen').then((m) => m.WorkbenchScreen),
);
const OrderInfoScreen = loadedScreen(() =>
  import('../screens/workbench/OrderInfoScreen').then((m) => m.OrderInfoScreen),
);
const ReportChartScreen = loadedScreen(() =>
  import('../screens/report/ReportChartScreen').then((m) => m.ReportChartScreen),
);
const ProfileEditScreen = loadedScreen(() =>
  import('../screens/profile/ProfileEditScreen').then((m) => m.ProfileEditScreen),
);
const PasswordEditScreen = loadedScreen(() =>
  import('../screens/profile/PasswordEditScreen').then((m) => m.PasswordEditScreen),
);
const WechatBindScreen = loadedScreen(() =>
  import('../screens/profile/WechatBindScreen').then((m) => m.WechatBindScreen),
);
const DeptTreeScreen = loadedScreen(() =>
  import('../screens/dept/DeptTreeScreen').then((m) => m.DeptTreeScreen),
);
const ShopInfoScreen = loadedScreen(() =>
  import('../screens/profile/ShopInfoScreen').then((m) => m.ShopInfoScreen),
);
const RoleListScreen = loadedScreen(() =>
  import('../screens/sys/roles/RoleListScreen').then((m) => m.RoleListScreen),
);
const RoleEditorScreen = loadedScreen(() =>
  import('../screens/sys/roles/RoleEditorScreen').then((m) => m.RoleEditorScreen),
);
const SafeSetScreen = loadedScreen(() =>
  import('../screens/sys/safe/SafeSetScreen').then((m) => m.SafeSetScreen),
);

const SettingsScreen = loadedScreen(() =>
  import('../screens/sys/settings/SettingsScreen').then((m) => m.SettingsScreen),
);
const AppDownloadScreen = loadedScreen(() =>
  import('../screens/sys/settings/AppDownloadScreen').then((m) => m.AppDownloadScreen),
);

const StoreApplicationsScreen = loadedScreen(() =>
  import('../screens/platform/StoreApplicationsScreen').then((m) => m.StoreApplicationsScreen),
);
const CertReviewScreen = loadedScreen(() =>
  import('../screens/platform/CertReviewScreen').then((m) => m.CertReviewScreen),
);
const StoreCertScreen = loadedScreen(() =>
  import('../screens/cert/StoreCertScreen').then((m) => m.StoreCertScreen),
);

const AddonManageScreen = loadedScreen(() =>
  import('../screens/plugin/AddonManageScreen').then((m) => m.AddonManageScreen),
);
const AddonSetupScreen = loadedScreen(() =>
  import('../screens/plugin/AddonSetupScreen').then((m) => m.AddonSetupScreen),
);

const PaymentSummaryScreen = loadedScreen(() =>
  import('../screens/finance/payment/PaymentSummaryScreen').then((m) => m.PaymentSummaryScreen),
);
const PaymentWithdrawalScreen = loadedScreen(() =>
  import('../screens/finance/payment/PaymentWithdrawalScreen').then((m) => m.PaymentWithdrawalScreen),
);
const WithdrawalReviewScreen = loadedScreen(() =>
  import('../screens/finance/payment/WithdrawalReviewScreen').then((m) => m.WithdrawalReviewScreen),
);

/**
 * The console's bespoke screens by the catalogue's `custom:<key>`, given the page title; a key not here is still to
 * be built. An installed add-on's come from its own web side (installed-addons.tsx), loaded when first opened.
 */
const CUSTOM: Record<string, (title: string) => ReactNode> = {
  dashboard: () => <WorkbenchScreen />,
  orderInfo: (title) => <OrderInfoScreen title={title} />,
  chart: (title) => <ReportChartScreen title={title} />,
  profileEdit: (title) => <ProfileEditScreen title={title} />,
  passwordEdit: (title) => <PasswordEditScreen title={title} />,
  wechatBind: (title) => <WechatBindScreen title={title} />,
  shopInfo: (title) => <ShopInfoScreen title={title} />,
  systemSet: (title) => <SettingsScreen page="system" title={title} />,
  copyrightSet: (title) => <SettingsScreen page="copyright" title={title} />,
  inventorySet: (title) => <SettingsScreen page="inventory" title={title} />,
  appDownloadSetting: (title) => <AppDownloadScreen title={title} />,
  deptTree: (title) => <DeptTreeScreen title={title} />,
  roleList: (title) => <RoleListScreen title={title} />,
  roleEditor: (title) => <RoleEditorScreen title={title} />,
  storeApplications: (title) => <StoreApplicationsScreen title={title} />,
  certReviews: (title) => <CertReviewScreen title={title} />,
  paymentSummary: (title) => <PaymentSummaryScreen title={title} />,
  paymentWithdrawal: (title) => <PaymentWithdrawalScreen title={title} />,
  withdrawalReviews: (title) => <WithdrawalReviewScreen title={title} />,
  storeCert: (title) => <StoreCertScreen title={title} />,
  safeSet: (title) => <SafeSetScreen title={title} />,
  addonList: (title) => <AddonManageScreen title={title} />,
  addonSetup: (title) => <AddonSetupScreen title={title} />,
  ...GOODS_SCREENS,
  ...RECYCLE_SCREENS,
  ...JOB_SCREENS,
  ...MEMBER_SCREENS,
};

/** The keys of the console's own bespoke screens (an add-on's page may use one, as its settings page does). */
export const CONSOLE_SCREENS: ReadonlySet<string> = new Set(Object.keys(CUSTOM));

/**
 * Every screen: a placeholder while its chunk loads, and what its hooks notify (`useNotify`) shown as toasts, a
 * value shown once in its dialog. The frame gives each view its notifier, so no screen has to remember one.
 */
function Screen({ children }: { readonly children: ReactNode }) {
  return (
    <NotifyProvider>
      <Suspense fallback={<Spin className="screen-loading" />}>{children}</Suspense>
    </NotifyProvider>
  );
}

function customOf(page: CatalogPage): ((title: string) => ReactNode) | undefined {
  const key = page.view.startsWith('custom:') ? page.view.slice('custom:'.length) : '';
  return Object.hasOwn(CUSTOM, key) ? CUSTOM[key] : addonScreen(page);
}

/** Whether this app can show the page: the generic list, form and details, or a bespoke screen registered here. */
export function hasScreen(page: CatalogPage): boolean {
  return (
    page.view === 'list' || page.view === 'form' || page.view === 'detail' || customOf(page) !== undefined
  );
}

/**
 * The screen of a catalogue page; a bespoke one not built yet says it is not open. A bespoke screen of one record
 * (its details or edit page) is given its history tab here, declared once for every such screen, add-ons' too.
 */
/**
 * Fetches the chunk of a page's screen before it is opened (its menu entry rested on, its link pressed), so the
 * click draws it at once.
 */
export function preloadScreen(page: CatalogPage): void {
  if (page.view === 'list') void GenericListScreen.preload();
  else if (page.view === 'form') void GenericFormScreen.preload();
  else if (page.view === 'detail') void GenericDetailScreen.preload();
}

export function screenOf(page: CatalogPage): ReactNode {
  const title = page.title[currentLang()];
  if (page.view === 'list') return <Screen>{<GenericListScreen page={page} title={title} />}</Screen>;
  if (page.view === 'detail') return <Screen>{<GenericDetailScreen page={page} title={title} />}</Screen>;
  if (page.view === 'form') return <Screen>{<GenericFormScreen page={page} title={title} />}</Screen>;
  const custom = customOf(page);
  if (custom)
    return (
      <Screen>
        <RecordTabs page={page} framed>
          {custom(title)}
        </RecordTabs>
      </Screen>
    );
  return <Unavailable reason="notBuilt" />;
}

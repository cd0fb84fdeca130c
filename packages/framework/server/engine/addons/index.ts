// The add-on engine's public part (docs/add-ons.md): an add-on's server declaration, its settings, sweeps and
// timed campaigns, the notices it sends for the core, and the core sections' services it builds on.
export {
  type AddonDemoContext,
  type AddonOutsideSweep,
  type AddonServer,
  type AddonSweep,
  addonServer,
  addonServers,
  type Carrier,
  defineAddonServer,
  isAddonServer,
  type NoticeMessage,
  type NoticeResult,
  type NoticeSender,
  type NoticeTemplate,
  type OutsideSweepContext,
  registerAddonServers,
  type SocialAuthorize,
  type SocialSignIn,
} from './addon';
export {
  checkSetting,
  ensureSettingsRow,
  readAddonSettings,
  readAddonValues,
  type SettingValues,
  saveSettings,
  settingsView,
} from './addon-settings';
export { startAddonSweeper, sweepStore } from './addon-sweeper';
export {
  CAMPAIGN_STATE_OPTIONS,
  CAMPAIGN_STATE_TITLES,
  CAMPAIGN_STATES,
  type CampaignState,
  campaignSql,
  campaignStateAt,
  campaignTabs,
  checkCampaignTimes,
  DB_NOW,
  defineCampaign,
} from './campaign';
export { assertCampaignEditable } from './campaign-edits';
export { noticeAddonTitles, noticeSenderOf } from './notice';
export {
  type InventoryService,
  type PurchaseDraft,
  provideSection,
  type RetailService,
  type SectionServices,
  type ShipContext,
  section,
} from './sections';

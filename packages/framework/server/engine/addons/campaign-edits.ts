import type { Texts } from '@yanye/i18n';
import { conflict } from '../../platform/errors';
import { CAMPAIGN_STATE_TITLES, campaignStateAt, type Timed } from './campaign';

/**
 * A timed campaign is edited only before it starts: a draft, or one published and not running yet by `now`
 * (its clock, not its stored status, says so). Otherwise refused with `message`, which names its `{title}` and
 * `{state}`.
 */
export function assertCampaignEditable(
  campaign: Timed & { readonly title: string },
  now: number,
  message: Texts,
) {
  const state = campaignStateAt(campaign, now);
  if (state !== 'draft' && state !== 'scheduled')
    throw conflict(message, { title: campaign.title, state: CAMPAIGN_STATE_TITLES[state] });
}

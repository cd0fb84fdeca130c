import { installedAddons } from '../installed';
import type { PageSpec } from '../types';
import { basicdata } from './basicdata';
import { dashboard, profile } from './common';
import { content } from './content';
import { dataDetails } from './dataDetails';
import { finance } from './finance';
import { goods } from './goods';
import { inventory } from './inventory';
import { job } from './job';
import { offlinepay } from './offlinepay';
import { platform } from './platform';
import { plugin } from './plugin';
import { recycle } from './recycle';
import { report } from './report';
import { sys } from './sys';

/**
 * Every section of the console, in rail order. A platform account's first is its review centre, where it lands
 * (a store's account does not see it, nor the platform a store's dashboard).
 */
export const sections = (): readonly PageSpec[] => [
  dashboard,
  platform,
  basicdata,
  goods,
  inventory,
  dataDetails,
  report,
  finance,
  content,
  recycle,
  job,
  plugin(installedAddons()),
  sys,
  offlinepay,
  profile,
];

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

/** Every section of the console, in rail order. */
export const SECTIONS: readonly PageSpec[] = [
  dashboard,
  basicdata,
  goods,
  inventory,
  dataDetails,
  report,
  finance,
  content,
  recycle,
  job,
  plugin,
  sys,
  offlinepay,
  platform,
  profile,
];

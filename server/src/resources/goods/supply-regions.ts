import { NATIONWIDE, NATIONWIDE_TITLE, PROVINCES } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { SUPPLY_STATES } from '@yanye/protocol';

/** The states of a supply offer, as lists show them. */
export const SUPPLY = [
  { value: SUPPLY_STATES.none, label: T('未供货') },
  { value: SUPPLY_STATES.active, label: T('供货中') },
  {
    value: SUPPLY_STATES.stopped,
    label: T('已停止供货'),
  },
];

/** Where an offer may deliver: nationwide, or provinces by their division codes. */
export const REGION_OPTIONS = [{ value: NATIONWIDE, label: NATIONWIDE_TITLE }, ...PROVINCES];

import { defineAddonServer } from '@yanye/addon-kit/server';
import { seedFlashsale } from './demo';
import { itemOptionsRoute } from './item.options';
import { itemResource } from './item.resource';
import { orderResource } from './order.resource';
import { sessionResource } from './session.resource';
import { showcaseRoute } from './showcase.routes';
import { stateSweep } from './sweep';

/**
 * The flash sale: sessions with their goods, the goods across sessions, and the orders placed in them
 * for members (stock never oversold, paid from the member's balance, cancelled with a refund). Its data stays
 * when it is uninstalled; nothing to set up on install beyond the settings row the platform makes.
 */
export default defineAddonServer({
  key: 'flashsale',
  resources: [sessionResource, itemResource, orderResource],
  routes: [itemOptionsRoute, showcaseRoute],
  demoStores: ['xinyan'],
  seed: seedFlashsale,
  sweeps: [stateSweep],
});

import { defineAddonServer } from '@yanye/addon-kit/server';
import { socialBindResource } from './bind.resource';
import { bindRoutes } from './bind.routes';
import { seedSocial } from './demo';
import { socialReceiver } from './receiver';
import { wechatSpec } from './service';
import { socialSignIn } from './signin';

/**
 * Social sign-in: the store's own WeChat, QQ and Alipay apps (settings), the links between its
 * accounts and their users (a list, and each user's own page), and sign-in by a provider's code through the
 * core's public calls (`socialSignIn`). The three providers share one stand-in and one call log; WeChat's spec
 * stands for the service as a whole.
 */
export default defineAddonServer({
  key: 'social',
  resources: [socialBindResource],
  routes: bindRoutes,
  demoStores: ['xinyan'],
  seed: seedSocial,
  service: { spec: wechatSpec, receiver: socialReceiver },
  socialSignIn,
});

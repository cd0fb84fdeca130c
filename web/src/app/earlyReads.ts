import { readEarly, serverConfigOnce } from '@yanye/framework/web';
import { API } from '@yanye/protocol';

const ignore = () => undefined;

/**
 * Signed in, what every page load starts with (shell/boot.ts: the server's clock and the store's zone, the user
 * info, the permissions and the installed add-ons), asked for while the console's script is still on its way:
 * on a slow network that takes seconds. The app's own calls take the answers (`readEarly`).
 */
export function startBootReads(): void {
  void serverConfigOnce().catch(ignore);
  void readEarly(API.session.userInfo, {}).catch(ignore);
  void readEarly(API.session.operatorPermission, {}).catch(ignore);
  void readEarly(API.addons.supplierAddonList, {}).catch(ignore);
}

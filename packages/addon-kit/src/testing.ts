/**
 * The add-on kit's testing entry, for an add-on's own tests: the app on a real database (PGlite and PostgreSQL),
 * signed-in clients, and the outside-service receivers' records. Product code never imports it.
 */

// Test support: the app on a real database, clients, receivers.
export {
  Client,
  DB_KINDS,
  type DbKind,
  type Reply,
  readOutbox,
  signedIn,
  startApp,
  type TestApp,
} from '../../../server/test/helpers';
export {
  callLog,
  listening,
  okData,
  push,
  receiverAction,
  receiverMode,
  refused,
  ServiceTestStore,
  saveSetup,
  sweepDeps,
} from '../../../server/test/outside.support';
export { xlsx } from '../../../server/test/sheets';

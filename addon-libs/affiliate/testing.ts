/** Test support for the affiliate unions' add-ons: orders pushed and synced through the stand-in union. */
export {
  allRows,
  callsOf,
  changeSetup,
  type OrderRow,
  pushFromStandIn,
  pushOrder,
  type SyncRun,
  syncADayLater,
  type UnionTestApp,
  unionApi,
  unionSuite,
  unionTestApp,
} from './server/union.support';

/** Test support for the affiliate unions' add-ons: orders pushed and synced through the stand-in union. */
export {
  allRows,
  callsOf,
  changeSetup,
  type OrderRow,
  ok,
  pushFromStandIn,
  pushOrder,
  type SyncRun,
  type UnionTestApp,
  unionApi,
  unionTestApp,
} from './server/union.support';

/**
 * The affiliate unions' server side (taobaoke, jdunion, mtunion): one implementation of their tables, receivers,
 * token, order sync and booking, which each union's add-on adapts to its own wire (docs/add-ons.md).
 */
export { unionServer } from './server';
export { StandIn, type StandInGoods, type StandInOrder } from './stand-in';
export {
  checkSignedQuery,
  codedReason,
  type PushOrderSpec,
  pidOf,
  pushOrderAction,
  pushSignedFields,
  type SignedQueryChecks,
  storeByAppKey,
} from './stand-in-receiver';
export { unionTables } from './tables';
export {
  type AdvertSlot,
  defineUnion,
  type GrantedToken,
  type OrderPage,
  type OrderQuery,
  PUSH_CALLBACK,
  type UnionDemo,
  type UnionOrder,
  type UnionPush,
} from './union';
export {
  beijingTime,
  cents,
  fromBeijing,
  IdText,
  jsonFields,
  jsonTextOf,
  md5Sign,
  rateOf,
  redactFields,
  sameSign,
  sequenceOf,
  signedFields,
  signedPushHolds,
  UNION_ZONE,
  UnionTime,
  Yuan,
  yuanOf,
} from './wire';

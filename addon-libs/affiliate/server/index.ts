/**
 * The affiliate unions' server side (taobaoke, jdunion, mtunion): one implementation of their tables, receivers,
 * token, order sync and booking, which each union's add-on adapts to its own wire (docs/add-ons.md).
 */
export { seedUnion } from './demo';
export { unionServer } from './server';
export {
  movedTo,
  PUSH_ORDER_FIELDS,
  pushedOrder,
  type StandInGoods,
  type StandInOrder,
  standInOrders,
} from './stand-in';
export {
  affiliateDraw,
  checkSignedQuery,
  codedReason,
  type PushOrderSpec,
  pidOf,
  pushOrderAction,
  type StandInPage,
  standInPage,
  storeByAppKey,
} from './stand-in-receiver';
export { unionTables } from './tables';
export {
  defineUnion,
  type GrantedToken,
  type OrderPage,
  type OrderQuery,
  PUSH_CALLBACK,
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
  readAnswer,
  redactFields,
  sameSign,
  sequenceOf,
  signedFields,
  UNION_ZONE,
  UnionTime,
  Yuan,
  yuanOf,
} from './wire';

import {
  accounts,
  isOneOf,
  members,
  noneAsNull,
  parentColumns,
  parentKeys,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  supplierId,
  unixTime,
} from '@yanye/framework/server';
import { BRAND_FACTOR, QUESTION_TYPES, type Quote, RECYCLE_ORDER_STATES } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The recycling section's tables: what it takes back and how it is valued (categories, their questions and answers,
// brands), where and by whom it is collected (points, collectors, members' addresses), and the orders.

/** Cents, as every amount of the console; bigint, since a lorry of pallets passes what an integer holds. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/** Most a category's base price may be, in cents (a grain dryer, not a lorry of them). */
export const MAX_PRICE = 100_000_000;

/** Most an answer may add or take, in cents. */
export const MAX_AMOUNT = 100_000_000;
/** A percentage (in hundredths) takes at most the whole base, and adds at most ten times it. */
export const PERCENT = { min: -10_000, max: 100_000 } as const;

/**
 * What a store takes back, as a tree (旧家电 › 冰箱): a leaf is quoted from its base price; a category with
 * children groups them, and its valuation questions are asked of every item below it.
 */
export const recycleCategories = storeTable(
  'recycle_categories',
  {
    ...parentColumns(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    /** Cents for one unit before the brand and the answers (a group's is not used). */
    basePrice: integer('base_price').notNull().default(0),
    /** What one item is counted in (台, 条, 个). */
    unit: text('unit').notNull().default('个'),
    /** Larger first (sortTip). */
    sort: integer('sort').notNull().default(0),
    /** 1 enabled, 0 disabled: neither it nor anything below it is offered. */
    status: smallint('status').notNull().default(1),
    ...rowTimes(),
  },
  (t) => [
    ...parentKeys('recycle_categories', t),
    check('recycle_categories_status_check', sql`${t.status} in (0, 1)`),
    check('recycle_categories_price_check', sql`${t.basePrice} between 0 and ${sql.raw(String(MAX_PRICE))}`),
    check('recycle_categories_not_own_parent_check', sql`${t.parentId} <> ${t.id}`),
  ],
);

/**
 * A valuation question of a category (能否正常制冷？), asked of every item quoted in it or in a category below
 * it; its answers (answer.resource.ts) move the price.
 */
export const recycleQuestions = storeTable(
  'recycle_questions',
  {
    categoryId: refId('category_id').notNull(),
    title: text('title').notNull(),
    /** single: exactly one answer (at most one when not required); multiple: any of them. */
    type: text('type').notNull().default('single'),
    /** A quote needs an answer to it. */
    isRequired: boolean('is_required').notNull().default(true),
    /** Larger first (sortTip): the order the questions are asked in. */
    sort: integer('sort').notNull().default(0),
    /** 1 asked, 0 not asked (nor its answers taken). */
    status: smallint('status').notNull().default(1),
    ...rowTimes(),
  },
  (t) => [
    index('recycle_questions_category_idx').on(t.supplierId, t.categoryId, t.sort),
    storeKey('recycle_questions_category_fk', t, t.categoryId, recycleCategories),
    check('recycle_questions_type_check', isOneOf(t.type, QUESTION_TYPES)),
    check('recycle_questions_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/**
 * An answer to a valuation question (不制冷) and what it does to the price, in hundredths: cents added for an
 * `amount` (-2000 takes ¥20.00 off), hundredths of a percent of the base (the category's price times the brand's
 * factor) for a `percent` (-3000 takes 30% off). One number either way, entered as yuan or as a percentage with
 * two decimals.
 */
export const recycleAnswers = storeTable(
  'recycle_answers',
  {
    /** A part of its question: deleted with it. */
    questionId: refId('question_id').notNull(),
    text: text('text').notNull(),
    /** amount or percent. */
    kind: text('kind').notNull().default('amount'),
    /** Cents (amount) or hundredths of a percent (percent) added; negative deducts. */
    value: integer('value').notNull().default(0),
    /** Larger first (sortTip). */
    sort: integer('sort').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    index('recycle_answers_question_idx').on(t.supplierId, t.questionId, t.sort),
    storeKey('recycle_answers_question_fk', t, t.questionId, recycleQuestions).onDelete('cascade'),
    check(
      'recycle_answers_value_check',
      sql`(${t.kind} = 'amount' and abs(${t.value}) <= ${sql.raw(String(MAX_AMOUNT))})
        or (${t.kind} = 'percent' and ${t.value} between ${sql.raw(String(PERCENT.min))} and ${sql.raw(String(PERCENT.max))})`,
    ),
  ],
);

/** Brands of the goods a store takes back (海尔, 格力, 三久): a brand may raise or lower the category's price. */
export const recycleBrands = storeTable(
  'recycle_brands',
  {
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    /** The category's price is multiplied by it, in percent: 100 leaves it, 110 pays a tenth more. */
    factor: integer('factor').notNull().default(BRAND_FACTOR.none),
    /** Larger first (sortTip). */
    sort: integer('sort').notNull().default(0),
    /** 1 enabled, 0 disabled (kept for the orders that name it, offered to nobody). */
    status: smallint('status').notNull().default(1),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('recycle_brands_name_key').on(t.supplierId, t.name),
    index('recycle_brands_list_idx').on(t.supplierId, t.status, t.sort),
    check('recycle_brands_status_check', sql`${t.status} in (0, 1)`),
    check(
      'recycle_brands_factor_check',
      sql`${t.factor} between ${sql.raw(String(BRAND_FACTOR.min))} and ${sql.raw(String(BRAND_FACTOR.max))}`,
    ),
  ],
);

/**
 * A recycle point (回收点, the `address` pages): where members bring what they sell, or collectors start from.
 * Its place is a district by its division code and the street, and a map position for the members' app.
 */
export const recyclePoints = storeTable(
  'recycle_points',
  {
    name: text('name').notNull(),
    /** The district's six-digit division code. */
    region: text('region').notNull(),
    /** The street and number within the district. */
    address: text('address').notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** `08:30`, a half hour of OPENS. */
    opensAt: text('opens_at').notNull(),
    /** `17:30`, a half hour of CLOSES, after it opens. */
    closesAt: text('closes_at').notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    latitude: numeric('latitude', { precision: 8, scale: 6 }).notNull(),
    /** Larger first (sortTip). */
    sort: integer('sort').notNull().default(0),
    /** 1 open, 0 closed (kept for the orders that name it, offered to nobody). */
    status: smallint('status').notNull().default(1),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('recycle_points_name_key').on(t.supplierId, t.name),
    index('recycle_points_list_idx').on(t.supplierId, t.status, t.sort),
    check('recycle_points_status_check', sql`${t.status} in (0, 1)`),
    check('recycle_points_region_check', sql`${t.region} ~ '^[0-9]{6}$'`),
    // Zero-padded times compare as text.
    check(
      'recycle_points_hours_check',
      sql`${t.opensAt} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.closesAt} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.opensAt} < ${t.closesAt}`,
    ),
    check(
      'recycle_points_position_check',
      sql`${t.longitude} between -180 and 180 and ${t.latitude} between -90 and 90`,
    ),
  ],
);

/** The store's collectors (回收员): who fetches members' goods and works the recycle points. */
export const recycleStaff = storeTable(
  'recycle_staff',
  {
    name: text('name').notNull(),
    /** A mobile (11 digits starting with 1): members are told whom to expect. */
    phone: text('phone').notNull(),
    /** 1 at work, 0 not (kept for the orders they collected, given no new ones). */
    status: smallint('status').notNull().default(1),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('recycle_staff_phone_key').on(t.supplierId, t.phone),
    index('recycle_staff_status_idx').on(t.supplierId, t.status),
    check('recycle_staff_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/** The recycle points a collector serves: part of the collector, and of the point (gone with either). */
export const recycleStaffPoints = pgTable(
  'recycle_staff_points',
  {
    supplierId: supplierId(),
    staffId: refId('staff_id').notNull(),
    pointId: refId('point_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.staffId, t.pointId] }),
    index('recycle_staff_points_point_idx').on(t.supplierId, t.pointId),
    storeKey('recycle_staff_points_staff_fk', t, t.staffId, recycleStaff).onDelete('cascade'),
    storeKey('recycle_staff_points_point_fk', t, t.pointId, recyclePoints).onDelete('cascade'),
  ],
);

/**
 * A member's addresses (收货地址): where a recycling order collected at home is fetched, kept so that the next
 * order picks one instead of typing it again. A member keeps at most ten (docs/business-rules.md, 'Member
 * addresses'); the limit is counted with the member's row locked, so two additions at once cannot make an eleventh.
 */
export const memberAddresses = storeTable(
  'member_addresses',
  {
    memberId: refId('member_id').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    /** The district's six-digit division code (platform/regions.ts). */
    region: text('region').notNull(),
    /** Street, number, building: what follows the district. */
    street: text('street').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...rowTimes(),
  },
  (t) => [
    index('member_addresses_member_idx').on(t.supplierId, t.memberId),
    // One default address per member.
    uniqueIndex('member_addresses_default_key').on(t.supplierId, t.memberId).where(sql`${t.isDefault}`),
    storeKey('member_addresses_member_fk', t, t.memberId, members),
    check('member_addresses_region_check', sql`${t.region} ~ '^[0-9]{6}$'`),
    check('member_addresses_phone_check', sql`${t.phone} ~ '^1[0-9]{10}$'`),
    check('member_addresses_contact_check', sql`char_length(${t.contactName}) between 1 and 30`),
    check('member_addresses_street_check', sql`char_length(${t.street}) between 2 and 100`),
  ],
);

/**
 * A member's recycling order (回收订单): what they sell (the items), where it is collected (a recycle point, or
 * their address, kept on the order as it was), who collects it, and the state it is in. The quoted total is the
 * server's quote of the items when the order was made; the inspected total is what the goods turned out to be
 * worth, which the member accepts (and is paid to their recycling wallet) or refuses (and gets the goods back).
 */
export const recycleOrders = storeTable(
  'recycle_orders',
  {
    /** HS + the store's date + a sequence of the day (HS20260315-0007), issued by the server. */
    orderNo: text('order_no').notNull(),
    memberId: refId('member_id').notNull(),
    /** point: brought to a recycle point; home: fetched at the member's address. */
    mode: text('mode').notNull(),
    /** 0 for an order collected at home. */
    pointId: refId('point_id').notNull().default(0),
    pointRef: noneAsNull('point_id'),
    /** The member's address it was collected at (home); its parts are kept below as they were. */
    addressId: refId('address_id').notNull().default(0),
    addressRef: noneAsNull('address_id'),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** The district's division code (home), '' at a point. */
    region: text('region').notNull().default(''),
    street: text('street').notNull().default(''),
    /** When the member would like it collected (or to bring it). */
    preferredAt: unixTime('preferred_at'),
    remark: text('remark').notNull().default(''),
    /** 0 until a collector is assigned. */
    staffId: refId('staff_id').notNull().default(0),
    staffRef: noneAsNull('staff_id'),
    status: text('status').notNull().default('submitted'),
    itemCount: integer('item_count').notNull().default(0),
    /** The items in a few words (冰箱 ×1、空调 ×2), for the list and its search. */
    summary: text('summary').notNull().default(''),
    quotedTotal: cents('quoted_total').notNull().default(0),
    inspectedTotal: cents('inspected_total'),
    /** Upload paths of the inspection's photos. */
    inspectPhotos: jsonb('inspect_photos').$type<string[]>().notNull().default([]),
    inspectNote: text('inspect_note').notNull().default(''),
    /** Why it was cancelled or returned. */
    closeReason: text('close_reason').notNull().default(''),
    createdBy: refId('created_by'),
    ...rowTimes(),
    assignedAt: unixTime('assigned_at'),
    collectedAt: unixTime('collected_at'),
    inspectedAt: unixTime('inspected_at'),
    confirmedAt: unixTime('confirmed_at'),
    paidAt: unixTime('paid_at'),
    /** When it was cancelled or returned. */
    closedAt: unixTime('closed_at'),
  },
  (t) => [
    uniqueIndex('recycle_orders_no_key').on(t.supplierId, t.orderNo),
    index('recycle_orders_status_idx').on(t.supplierId, t.status, t.createdAt),
    index('recycle_orders_member_idx').on(t.supplierId, t.memberId),
    index('recycle_orders_staff_idx').on(t.supplierId, t.staffId),
    index('recycle_orders_point_idx').on(t.supplierId, t.pointId),
    storeKey('recycle_orders_member_fk', t, t.memberId, members),
    storeKey('recycle_orders_point_ref_fk', t, t.pointRef, recyclePoints),
    storeKey('recycle_orders_address_ref_fk', t, t.addressRef, memberAddresses),
    storeKey('recycle_orders_staff_ref_fk', t, t.staffRef, recycleStaff),
    storeKey('recycle_orders_created_by_fk', t, t.createdBy, accounts),
    check('recycle_orders_status_check', isOneOf(t.status, RECYCLE_ORDER_STATES)),
    // A point order names its point; a home order has the address it is fetched at.
    check(
      'recycle_orders_mode_check',
      sql`(${t.mode} = 'point' and ${t.pointId} <> 0)
        or (${t.mode} = 'home' and ${t.addressId} <> 0 and ${t.region} ~ '^[0-9]{6}$' and ${t.street} <> ''
            and ${t.contactPhone} <> '')`,
    ),
    check(
      'recycle_orders_totals_check',
      sql`${t.quotedTotal} >= 0 and coalesce(${t.inspectedTotal}, 0) >= 0`,
    ),
    // From assignment on, someone collects it; from inspection on, it has its inspected price.
    check('recycle_orders_staff_check', sql`${t.status} in ('submitted', 'cancelled') or ${t.staffId} <> 0`),
    check(
      'recycle_orders_inspected_check',
      sql`${t.status} not in ('inspected', 'confirmed', 'paid', 'returned') or ${t.inspectedTotal} is not null`,
    ),
    check('recycle_orders_paid_check', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
  ],
);

/** An item of a recycling order: what it is, how many, and the server's quote of one, kept as it was made. */
export const recycleOrderItems = storeTable(
  'recycle_order_items',
  {
    docId: refId('doc_id').notNull(),
    seq: integer('seq').notNull(),
    categoryId: refId('category_id').notNull(),
    /** 0 for goods of no brand. */
    brandId: refId('brand_id').notNull().default(0),
    brandRef: noneAsNull('brand_id'),
    /** The answers chosen to the category's valuation questions. */
    answerIds: jsonb('answer_ids').$type<number[]>().notNull().default([]),
    qty: integer('qty').notNull(),
    unitPrice: cents('unit_price').notNull(),
    amount: cents('amount').notNull(),
    /** Names as they were when the order was made (a category renamed later does not rewrite the order). */
    categoryName: text('category_name').notNull(),
    brandName: text('brand_name').notNull().default(''),
    unit: text('unit').notNull().default(''),
    /** The quote's breakdown: base, each answer's effect, total of one. */
    quote: jsonb('quote').$type<Quote>().notNull(),
  },
  (t) => [
    index('recycle_order_items_doc_idx').on(t.supplierId, t.docId, t.seq),
    index('recycle_order_items_category_idx').on(t.supplierId, t.categoryId),
    index('recycle_order_items_brand_idx').on(t.supplierId, t.brandId),
    storeKey('recycle_order_items_doc_fk', t, t.docId, recycleOrders).onDelete('cascade'),
    storeKey('recycle_order_items_category_fk', t, t.categoryId, recycleCategories),
    storeKey('recycle_order_items_brand_ref_fk', t, t.brandRef, recycleBrands),
    check('recycle_order_items_qty_check', sql`${t.qty} between 1 and 9999`),
    check(
      'recycle_order_items_amount_check',
      sql`${t.unitPrice} >= 0 and ${t.amount} = ${t.unitPrice} * ${t.qty}`,
    ),
  ],
);

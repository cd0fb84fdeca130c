import type { AddonManifest, CoreSection } from '@yanye/catalog';
import type { StoreDb } from '../../platform/tenancy';
import type { SaveContext } from '../form/save-context';
import type { Carrier } from './addon';

/**
 * What the core's sections offer the add-ons (docs/framework.md, "Sections"). A section that others build on
 * provides a service as the app is composed; an add-on that names the section among its manifest's `depends`
 * asks for it with `section(manifest, key)`. The section decides what it offers: its tables and functions stay
 * its own, so an add-on never writes a section's rows behind its rules.
 */
export interface SectionServices {
  readonly jxc: InventoryService;
  readonly retail: RetailService;
}

/** A purchase order as an add-on hands it to the inventory: the header's references and the lines. */
export interface PurchaseDraft {
  readonly vendorId: number;
  readonly warehouseId: number;
  readonly remark: string;
  readonly lines: readonly {
    readonly materialId: number;
    readonly unitId: number;
    /** In the line's unit, as typed (up to 3 decimals). */
    readonly qty: string;
    /** Yuan, as typed. */
    readonly price: string;
    readonly remark: string;
  }[];
}

/** The inventory's (jxc) offer: its documents made and moved by its own rules. */
export interface InventoryService {
  /**
   * Saves an unaudited purchase order as the inventory's own form would: each line checked and reckoned in the
   * material's base unit, the totals, a number of the day.
   */
  draftPurchase(db: StoreDb, draft: PurchaseDraft, ctx: SaveContext): Promise<{ id: number; no: string }>;
  /** Audits a purchase order (its goods came in); refused with 409 when it is audited already. */
  auditPurchase(db: StoreDb, id: number, accountId: number, now: number): Promise<void>;
  /**
   * Marks an unaudited purchase order void by its remark (the inventory has no void state and deletes no
   * document another record names); answers false, changing nothing, once it is audited.
   */
  voidPurchase(db: StoreDb, id: number, remark: string, now: number): Promise<boolean>;
}

/** The retail section's offer: its orders shipped by its rules, and the express companies a store uses. */
/** When an order ships, in which zone the store's days are counted, and who ships it. */
export interface ShipContext {
  readonly now: number;
  readonly timeZone: string;
  readonly accountId?: number | null;
}

export interface RetailService {
  /**
   * Ships a paid express order with this waybill; refused with 409 when the order no longer waits to ship, or
   * when the inventory lacks the stock its goods are made of. `ctx` is the clock, the store's time zone (which
   * says the lots expired) and who ships it, when a person does.
   */
  ship(
    db: StoreDb,
    orderId: number,
    express: { readonly company: string; readonly no: string },
    ctx: ShipContext,
  ): Promise<void>;
  /** The express companies the store ships with: an installed add-on's, else the built-in ones. */
  carriers(db: StoreDb): Promise<readonly Carrier[]>;
  /** The built-in express companies, by name with their waybill prefix. */
  readonly builtInCarriers: readonly Carrier[];
}

const provided: { -readonly [K in CoreSection]?: SectionServices[K] } = {};

/** Offers a section's service: called once, by the app as it is composed. */
export function provideSection<K extends CoreSection>(key: K, service: SectionServices[K]): void {
  provided[key] = service as never;
}

/**
 * The service of section `key` for the add-on of `manifest`, which must name it among its `depends`: an add-on
 * states what it builds on, as a manifest that does not is refused here the first time it asks.
 */
export function section<K extends CoreSection>(manifest: AddonManifest, key: K): SectionServices[K] {
  if (!manifest.depends?.includes(key))
    throw new Error(
      `add-on ${manifest.key}: names no dependency on the '${key}' section (its manifest's depends)`,
    );
  const service = provided[key];
  if (!service) throw new Error(`the '${key}' section offers no service: the app did not provide it`);
  return service as SectionServices[K];
}

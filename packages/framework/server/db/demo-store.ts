/**
 * A demo store as the seed describes it (`server/src/demo/demo.ts` lists the three): what each section's demo
 * business is made for. Kept here, below the resources, so a section's demo module can speak of it.
 */
export interface DemoStore {
  readonly loginName: string;
  readonly storeName: string;
  readonly industryType: 'salt' | 'grain' | 'offlinepay';
  readonly isUnion: boolean;
  readonly admin: string;
  readonly adminName: string;
  readonly phone: string;
  readonly address: string;
  /** Where its buyers live, for the demo orders' addresses. */
  readonly city: string;
  readonly intro: string;
  /** Plugin keys of the add-ons the store has installed. */
  readonly addons: readonly string[];
}

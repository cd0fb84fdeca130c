/** The industries a store trades in: each picks a route set of the catalogue. */
export const INDUSTRIES = ['salt', 'grain', 'offlinepay'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export * from './addons';
export * from './build';
export * from './catalog';
export { installAddons, installedAddons } from './installed';
export * from './live';
export * from './record-pages';
export * from './record-search';
export * from './setup';
export * from './types';

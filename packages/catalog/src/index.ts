export * from './addons';
export * from './build';
export * from './catalog';
export * from './types';

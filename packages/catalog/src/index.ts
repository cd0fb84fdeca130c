export * from './addons';
export * from './build';
export * from './catalog';
export * from './setup';
export * from './types';

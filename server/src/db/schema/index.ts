export * from './exports';
export * from './goods';
export * from './session';
export * from './tenants';

export * from './goods';
export * from './session';
export * from './tenants';

export * from './session';
export * from './tenants';

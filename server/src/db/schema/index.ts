export * from './addons';
export * from './exports';
export * from './goods';
export * from './integrations';
export * from './jxc';
export * from './orders';
export * from './session';
export * from './tenants';

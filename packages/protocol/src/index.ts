export * from './envelope';
export * from './headers';
export * from './messages';
export * from './sign';

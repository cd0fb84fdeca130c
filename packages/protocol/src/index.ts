export * from './envelope';
export * from './headers';
export * from './list';
export * from './messages';
export * from './rules';
export * from './sign';

export * from './catalogue';
export * from './languages';
export * from './messages';
export * from './texts';

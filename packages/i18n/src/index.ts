export * from './catalogue';
export * from './icu';
export * from './languages';
export * from './messages';
export * from './texts';

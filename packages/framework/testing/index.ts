/**
 * The framework's testing entry: the console on a real database (PGlite and PostgreSQL) with the demo stores,
 * signed clients, spreadsheets, the outbox and the outside services' receivers. The application gives it the
 * console to start (`provideTestConsole`); product code never imports it.
 */
export * from './client';
export * from './harness';
export * from './multipart';
export * from './outside';
export * from './sheets';

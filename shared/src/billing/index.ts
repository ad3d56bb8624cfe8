export * from './dto.js';
export * from './entitlements.js';
export * from './money.js';
export * from './outcome.js';
export * from './schemas.js';

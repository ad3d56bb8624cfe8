export * from './check.js';
export * from './dto.js';
export * from './schemas.js';

export * from './credits.js';
export * from './dto.js';
export * from './refusals.js';
export * from './schemas.js';
export * from './stages.js';

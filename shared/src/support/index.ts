export * from './dto.js';
export * from './image-kind.js';
export * from './messages.js';
export * from './schemas.js';
export * from './tiers.js';

export * from './dto.js';
export * from './messages.js';
export * from './schemas.js';

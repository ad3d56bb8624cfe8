export * from './dto.js';
export * from './model-prices.js';
export * from './schemas.js';

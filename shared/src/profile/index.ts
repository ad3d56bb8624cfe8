export * from './cv-details.js';
export * from './cv-for-generation.js';
export * from './dto.js';
export * from './export.js';
export * from './messages.js';
export * from './schemas.js';
export * from './settings.js';

export * from './assist.js';
export * from './filename.js';
export * from './html/index.js';
export * from './schemas.js';
export * from './structure.js';
export * from './templates.js';
export * from './versions.js';

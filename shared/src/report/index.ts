export * from './analyze.js';
export * from './dto.js';

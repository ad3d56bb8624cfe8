export * from './analyze.js';
export * from './claim-harm.js';
export * from './dto.js';

export * from './audit.js';
export * from './prompts.js';
export * from './providers.js';
export * from './users.js';

export * from './account-changes.js';
export * from './audit.js';
export * from './prompts.js';
export * from './provider-url-policy.js';
export * from './providers.js';
export * from './users.js';

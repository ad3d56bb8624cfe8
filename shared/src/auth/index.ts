export * from './messages.js';
export * from './names.js';
export * from './password-meter.js';
export * from './password-policy.js';
export * from './return-to.js';
export * from './schemas.js';
export * from './user.js';

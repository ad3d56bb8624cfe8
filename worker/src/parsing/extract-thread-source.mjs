// Runs the extraction thread from TypeScript source (tests, `npm run dev`): tsx's loader is
// registered inside this thread first. Compiled code starts extract-thread.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./extract-thread.ts');

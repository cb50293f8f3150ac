/**
 * Entry of the extraction worker thread. The server runs TypeScript through tsx (`node --import
 * tsx`, and vitest in the tests); a worker thread starts without the parent's loaders, so this
 * plain-JavaScript entry registers tsx in the thread, then loads the TypeScript worker.
 */
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');

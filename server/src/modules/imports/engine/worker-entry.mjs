/**
 * Entry of the import parsing threads (piscina). The server runs TypeScript through tsx; a worker
 * thread starts without the parent's loaders, so this plain-JavaScript entry registers tsx in the
 * thread, then hands piscina the TypeScript worker's function.
 */
import { register } from 'tsx/esm/api';

register();
const { default: parse } = await import('./worker.ts');
export default parse;

/** The first frame's live chunk: keeps server-rendered amounts current without the framework. */
export { live } from './live.ts';

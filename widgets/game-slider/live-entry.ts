/** The game slider's live chunk: keeps the server-rendered frame live without the framework. */
export { live } from './live.ts';

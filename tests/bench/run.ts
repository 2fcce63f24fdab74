/**
 * `npm run bench`: prints every benchmark's figures. Budgets are reported, not asserted here,
 * except sizes, which `npm test` also checks (tests/bench/size.ts).
 */
import { checkSizes } from './size.ts';

console.log('== sizes (brotli budgets, DESIGN.md §7) ==');
const sizesOk = await checkSizes();
process.exitCode = sizesOk ? 0 : 1;

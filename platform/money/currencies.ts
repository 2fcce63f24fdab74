/** The currency table is shared with the browser side (sdk/money/currencies.ts): one source of truth. */
export * from '../../sdk/money/currencies.ts';

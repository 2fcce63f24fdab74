/** Under preact, @preact/signals tracks signal reads by itself; React needs `useSignals()`. */
export function useSignals(): void {}

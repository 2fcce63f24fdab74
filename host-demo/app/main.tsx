/** The white-label host's browser entry: not built yet. */
export {};

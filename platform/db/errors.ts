/**
 * Constraint violations, told apart the same way on both engines (docs/architecture.md "Decisions",
 * PostgreSQL behind the synchronous `Db`): better-sqlite3 throws `SqliteError` with codes such as
 * `SQLITE_CONSTRAINT_UNIQUE`; the PostgreSQL `Db` throws with the SQLSTATE in `.code` (23505 …).
 */
const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** A UNIQUE or PRIMARY KEY constraint refused the write. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

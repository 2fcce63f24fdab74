-- Twin of SQLite's 075: PostgreSQL has had these indexes on lower(email) / lower(to_address) from its 001, 010 and 011
-- (it has no NOCASE collation to index instead). Nothing to do.
SELECT 1;

-- Clock jobs run on one node at a time (docs/operations.md "Several nodes", platform/jobs/): a job's
-- lease is one row, taken or renewed by one atomic UPDATE (free, expired, or already this node's).
CREATE TABLE job_leases (
  name TEXT PRIMARY KEY,                 -- the job (platform/jobs/jobs.ts)
  holder TEXT NOT NULL DEFAULT '',       -- NODE_ID of the node running it; '' never held or released
  lease_until_ms INTEGER NOT NULL DEFAULT 0,
  taken_at_ms INTEGER NOT NULL DEFAULT 0 -- when the current holder took it (a renewal keeps it)
);

-- What a job did that must happen once (a tournament started or finalised, a lottery drawn, a VIP
-- quarter closed): written in the occurrence's own transaction, unique per job and key, so two nodes
-- racing cannot both do it, and the log says which node did.
CREATE TABLE job_runs (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  occurrence TEXT NOT NULL,
  node TEXT NOT NULL,
  ran_at TEXT NOT NULL,
  UNIQUE (name, occurrence)
);

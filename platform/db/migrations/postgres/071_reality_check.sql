-- Reality checks (docs/api/wallet-payments-limits.md "Reality check"): a limit of type 'reality_check'
-- (its interval in `minutes`) tells the player how long they have played after every interval of play;
-- `checked_at` is when they were last told (NULL: not yet), so a check is told once per interval.
ALTER TABLE user_limits ADD COLUMN checked_at TEXT;

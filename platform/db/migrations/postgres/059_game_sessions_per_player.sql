-- Game sessions end with the login that opened them, and spins are paced per player
-- (docs/api/provider.md "Game sessions and the login", "Pacing").
-- login_session_id: the cookie session that launched a real game session; once that login is
-- signed out, revoked or expired, the game session refuses bets and balance reads (wins and
-- rollbacks of placed bets still settle). NULL for guests' demo sessions.
ALTER TABLE provider_sessions ADD COLUMN login_session_id BIGINT REFERENCES sessions(id) ON DELETE SET NULL;

-- The earliest moment a signed-in player's next round may start, over all their game sessions
-- and engines (a round reserves its engine's minimum duration).
CREATE TABLE player_pacing (
  user_id BIGINT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  next_round_at_ms BIGINT NOT NULL
);

-- Quest level rewards (platform/competitions/quests.ts, docs/api/competitions.md "Quests"). A quest is a
-- tournament (064) whose frontend_identifier is `quest--<size>--<slug>`; its level thresholds come from
-- sdk/rules/quests.ts. `quest_rewards` holds what reaching a level gives (a JSON QuestReward: bonus,
-- free spins, money and/or a campaign, titled in the nine locales). `quest_levels_reached` records each
-- (quest, player, level) once: its primary key is what makes a reward issued exactly once, whatever
-- retries, concurrent bets or rollbacks do.
CREATE TABLE quest_rewards (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  level INTEGER NOT NULL CHECK (level >= 2),
  reward TEXT NOT NULL,
  PRIMARY KEY (tournament_id, level)
) WITHOUT ROWID;

CREATE TABLE quest_levels_reached (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level INTEGER NOT NULL,
  reached_at TEXT NOT NULL,
  bonus_id INTEGER,
  freespins_id INTEGER,
  transfer_id INTEGER,
  PRIMARY KEY (tournament_id, user_id, level)
) WITHOUT ROWID;

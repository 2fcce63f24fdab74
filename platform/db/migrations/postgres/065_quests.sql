-- Quest level rewards (platform/competitions/quests.ts, docs/api/competitions.md "Quests"). A quest is a
-- tournament (064) whose frontend_identifier is `quest--<size>--<slug>`; its level thresholds come from
-- sdk/rules/quests.ts. `quest_rewards` holds what reaching a level gives (a JSON QuestReward: bonus,
-- free spins, money and/or a campaign, titled in the nine locales). `quest_levels_reached` records each
-- (quest, player, level) once: its primary key is what makes a reward issued exactly once, whatever
-- retries, concurrent bets or rollbacks do.
CREATE TABLE quest_rewards (
  tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
  level BIGINT NOT NULL CHECK (level >= 2),
  reward TEXT NOT NULL,
  PRIMARY KEY (tournament_id, level)
);

CREATE TABLE quest_levels_reached (
  tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level BIGINT NOT NULL,
  reached_at TEXT NOT NULL,
  bonus_id BIGINT,
  freespins_id BIGINT,
  transfer_id BIGINT,
  PRIMARY KEY (tournament_id, user_id, level)
);

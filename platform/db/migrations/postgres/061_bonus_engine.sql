-- Bonus engine, what 060_bonuses.sql did not hold (docs/api/bonuses.md):
-- open bets whose stake was partly this bonus's money: `wager_done` and `lost` wait until they settle
-- ("Lifecycle"), counted here so the check costs no scan of the player's bets.
ALTER TABLE player_bonuses ADD COLUMN open_bonus_bets BIGINT NOT NULL DEFAULT 0 CHECK (open_bonus_bets >= 0);
-- The deposit's bonus choice (docs/api/wallet-payments-limits.md): a DepositBonus id (the campaign key),
-- 'none', or NULL (the player's deposit_bonus_code, else the deposit-number offer).
ALTER TABLE payments ADD COLUMN bonus_id TEXT;
-- Expiry sweeps of the server: handle_bets / wait bonuses by valid_until.
CREATE INDEX player_bonuses_valid ON player_bonuses(stage, valid_until);
CREATE INDEX player_freespins_due ON player_freespins(stage, activatable_until);

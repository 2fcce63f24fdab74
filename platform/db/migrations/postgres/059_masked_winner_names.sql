-- Winner names are published masked (docs/api/jackpots.md "Names"): the first 6 characters of the
-- nickname then ***, "Player***" without one, never anything from the e-mail. Rows written before
-- held the full nickname or the e-mail's local part: rewrite them from the player's nickname.
UPDATE big_wins SET nickname = COALESCE(
  (SELECT substr(u.nickname, 1, 6) || '***' FROM users u WHERE u.id = big_wins.user_id AND u.nickname IS NOT NULL AND u.nickname <> ''),
  CASE WHEN user_id IS NULL AND nickname NOT LIKE '%***' THEN substr(nickname, 1, 6) || '***' WHEN user_id IS NULL THEN nickname ELSE 'Player***' END);
UPDATE jackpot_wins SET user_name = COALESCE(
  (SELECT substr(u.nickname, 1, 6) || '***' FROM users u WHERE u.id = jackpot_wins.user_id AND u.nickname IS NOT NULL AND u.nickname <> ''),
  CASE WHEN user_id IS NULL AND user_name NOT LIKE '%***' THEN substr(user_name, 1, 6) || '***' WHEN user_id IS NULL THEN user_name ELSE 'Player***' END);

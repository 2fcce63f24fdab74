import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { generateCatalogue } from '../../platform/games/generate.ts';
import { seedGames } from '../../platform/games/seed.ts';
import { searchEntry, rankTitle, searchQuery } from '../../platform/games/search.ts';
import { renderPreview } from '../../platform/games/previews.ts';

describe('games seed', () => {
  it('is deterministic: the same seed gives the same first identifiers, another seed others', () => {
    const first = (seed: string) => generateCatalogue(200, seed).games.slice(0, 10).map((game) => game.identifier);
    expect(first('alpha')).toEqual(first('alpha'));
    expect(first('alpha')).not.toEqual(first('beta'));
    // A bigger catalogue starts with the same games (favourite ids survive a resize).
    expect(generateCatalogue(50, 'alpha').games.map((g) => g.currencies)).toEqual(generateCatalogue(120, 'alpha').games.slice(0, 50).map((g) => g.currencies));
  });

  it('stores the same first ten games for the same seed', () => {
    const stored = () => {
      const db = openDatabase(':memory:');
      seedGames({ db }, { games: 300, seed: 'same' });
      const ids = db.prepare('SELECT identifier FROM games ORDER BY id LIMIT 10').pluck().all();
      db.close();
      return ids;
    };
    expect(stored()).toEqual(stored());
  });

  it('replaces an already seeded catalogue in place and the index follows', () => {
    const db = openDatabase(':memory:');
    seedGames({ db }, { games: 300 });
    expect(catalogueOf(db).games).toHaveLength(300);
    seedGames({ db }, { games: 500 });
    expect(db.prepare('SELECT count(*) FROM games').pluck().get()).toBe(500);
    expect(catalogueOf(db).games).toHaveLength(500);
    db.close();
  });

  it('produces unique identifiers, unique per-currency ids and invented providers', () => {
    const { games, providers } = generateCatalogue(3000);
    expect(new Set(games.map((g) => g.identifier)).size).toBe(games.length);
    const ids = games.flatMap((g) => Object.values(g.currencies).map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(providers.length).toBeGreaterThanOrEqual(24);
    expect(games.some((g) => /[éñüç]/i.test(g.title))).toBe(true);
    for (const game of games.filter((g) => g.categories.includes('live'))) expect(game.currencies.FUN).toBeUndefined();
  });

  it('ranks titles exact > prefix > word prefix > substring, ignoring case and accents', () => {
    const rank = (title: string, query: string) => rankTitle(searchEntry(title), searchQuery(query)!);
    expect(rank('Café Fortune', 'cafe fortune')).toBe(0);
    expect(rank('Café Fortune', 'CAFÉ FOR')).toBe(1);
    expect(rank('Sweet Bonbons Deluxe', 'sweet bon')).toBe(1);
    expect(rank('The Sweet Bonbons', 'sweet bon')).toBe(2);
    expect(rank('Señor Spins', 'spi seno')).toBe(2);
    expect(rank('Treasure of Zürich', 'urich')).toBe(3);
    expect(rank('Sweet Bonbons', 'sweetbon')).toBe(3);
    expect(rank('Sweet Bonbons', 'sour')).toBe(-1);
    expect(searchQuery('  ?! ')).toBeNull();
  });

  it('renders a preview that is deterministic and escapes its text', () => {
    const input = { identifier: 'kite-key/a-b', title: 'Fish & <Chips>', providerTitle: 'Kite & Key', categories: new Set(['jackpot']) };
    const svg = renderPreview(input);
    expect(renderPreview(input)).toBe(svg);
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;');
    expect(svg).toContain('KITE &amp; KEY');
    expect(svg).toContain('JACKPOT');
  });
});

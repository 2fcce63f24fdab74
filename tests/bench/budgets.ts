/**
 * Size budgets (brotli bytes), DESIGN.md §7. A budget is checked once every entry it names has been
 * built, so budgets for widgets that do not exist yet wait for them instead of passing vacuously.
 * `entries` are manifest entry keys; the files counted are the union of their static closures.
 */
export interface Budget {
  name: string;
  entries: string[];
  brotli: number;
  source: string;
}

const KB = 1024;

export function budgetsFor(builtEntries: string[]): Budget[] {
  const widgets = builtEntries.filter((key) => key.startsWith('widget:'));
  return [
    { name: 'loader alone (every page pays it)', entries: ['loader'], brotli: 3 * KB, source: 'ours: a fraction of the 10 KB first-render budget' },
    // DESIGN §7 gives 20 KB for the jackpot page with live updates; we hold every single-widget page to it.
    ...widgets.map((widget) => ({
      name: `one-widget page, total code: ${widget.slice('widget:'.length)}`,
      entries: ['loader', widget],
      brotli: 20 * KB,
      source: 'DESIGN §7 (affiliate page total ≤ 20 KB)',
    })),
    {
      name: 'affiliate page, live jackpot slider: total code',
      entries: ['loader', 'widget:jackpot-slider'],
      brotli: 20 * KB,
      source: 'DESIGN §7',
    },
    {
      name: 'three widgets on one page (jackpot slider, tournament leaderboard, game slider)',
      entries: ['loader', 'widget:jackpot-slider', 'widget:tournament-leaderboard', 'widget:game-slider'],
      brotli: 30 * KB,
      source: 'DESIGN §7 (EveryMatrix 47 KB)',
    },
    { name: 'host, lobby route, first load JS', entries: ['host:main'], brotli: 120 * KB, source: 'DESIGN §7' },
  ];
}

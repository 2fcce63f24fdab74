/**
 * Size budgets (brotli bytes), DESIGN.md §7. A budget is checked once every entry it names has been
 * built, so budgets for widgets that do not exist yet wait for them instead of passing vacuously.
 * `entries` are manifest entry keys (the files counted are the union of their static closures);
 * `frames` are server-rendered first frames (their JSON answer: markup, CSS and data) measured
 * from a running casino.
 */
export interface Budget {
  name: string;
  entries: string[];
  frames?: string[];
  brotli: number;
  source: string;
}

const KB = 1024;

export function budgetsFor(builtEntries: string[]): Budget[] {
  const interactive = builtEntries.filter((key) => key.startsWith('widget:') && !key.endsWith('.live'));
  return [
    { name: 'loader alone (every page pays it)', entries: ['loader'], brotli: 3 * KB, source: 'ours' },
    {
      name: 'affiliate page, live jackpot slider: before first render',
      entries: ['loader'],
      frames: ['jackpot-slider'],
      brotli: 10 * KB,
      source: 'DESIGN §7 (EveryMatrix 9.2 KB)',
    },
    {
      name: 'affiliate page, live jackpot slider: total with live updates',
      entries: ['loader', 'widget:jackpot-slider.live'],
      frames: ['jackpot-slider'],
      brotli: 20 * KB,
      source: 'DESIGN §7',
    },
    // Not a DESIGN budget: the code a page adds once the visitor interacts with a widget. Held
    // here so it cannot grow unnoticed.
    ...interactive.map((widget) => ({
      name: `interactive widget, all code: ${widget.slice('widget:'.length)}`,
      entries: ['loader', widget],
      brotli: 26 * KB,
      source: 'ours (regression guard)',
    })),
    {
      name: 'three widgets on one page (jackpot slider, tournament leaderboard, game slider)',
      entries: ['loader', 'widget:jackpot-slider', 'widget:tournament-leaderboard', 'widget:game-slider'],
      brotli: 30 * KB,
      source: 'DESIGN §7 (EveryMatrix 47 KB)',
    },
    { name: 'host, lobby route, first load JS', entries: ['host:main'], brotli: 120 * KB, source: 'DESIGN §7' },
  ];
}

export const css = `
.ck-jp { padding: 18px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface));
  box-shadow: 0 10px 30px rgb(0 0 0 / 30%); display: grid; gap: 14px; }
.ck-jp__head { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.ck-jp__title { margin: 0; font-size: 1.25rem; letter-spacing: .02em; }
.ck-jp__nav { display: flex; align-items: center; gap: 8px; }
.ck-jp__pos { min-width: 4.5em; text-align: center; font-variant-numeric: tabular-nums; opacity: .85; }
.ck-jp__arrow { width: 44px; height: 44px; border-radius: 50%; border: 1px solid var(--ck-border, var(--ck-d-border)); background: transparent;
  color: inherit; font-size: 1.5rem; line-height: 1; cursor: pointer; }
.ck-jp__arrow:hover { background: var(--ck-d-veil); }
.ck-jp__arrow:focus-visible, .ck-jp__tab:focus-visible, summary:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-jp__card { min-height: 172px; padding: 16px; color: #fff; border-radius: var(--ck-radius, 10px);
  background: linear-gradient(135deg, var(--ck-jackpot-from, #5b21b6), var(--ck-jackpot-to, #be185d)); }
.ck-jp__name-jp { margin: 0 0 10px; font-size: 1.05rem; text-transform: uppercase; letter-spacing: .08em; }
.ck-jp__levels { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.ck-jp__level-row { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; padding: 8px 12px;
  border-radius: 8px; background: rgb(0 0 0 / 22%); }
.ck-jp__level-row--level_3 .ck-jp__amount { font-size: 1.6rem; color: var(--ck-accent, #ffb800); }
.ck-jp__amount { font-size: 1.2rem; font-variant-numeric: tabular-nums; }
.ck-jp__stale { margin: 0; font-size: .85rem; color: var(--ck-warning, var(--ck-d-warning)); }
.ck-jp__tabs { display: flex; gap: 6px; border-bottom: 1px solid var(--ck-d-veil); }
.ck-jp__tab { font: inherit; padding: 10px 14px; min-height: 44px; border: 0; border-bottom: 3px solid transparent; background: none;
  color: inherit; opacity: .75; cursor: pointer; }
.ck-jp__tab[aria-selected="true"] { opacity: 1; border-bottom-color: var(--ck-accent, #ffb800); font-weight: 600; }
.ck-jp__winners { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.ck-jp__winner { display: grid; grid-template-columns: 2em 1fr auto auto; gap: 10px; align-items: center; padding: 6px 4px; }
.ck-jp__place { display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: 50%; font-weight: 700;
  background: var(--ck-d-veil); }
.ck-jp__place--1 { background: #f5c542; color: #3b2600; }
.ck-jp__place--2 { background: #c9d1dc; color: #1f2937; }
.ck-jp__place--3 { background: #d08a4e; color: #2b1300; }
.ck-jp__level { opacity: .75; font-size: .85rem; }
.ck-jp__won { font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; text-align: right; }
.ck-jp__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ck-jp__empty { margin: 4px 0; opacity: .8; }
.ck-jp__how summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; gap: 8px; font-weight: 600; list-style: none; }
.ck-jp__how summary::-webkit-details-marker { display: none; }
.ck-jp__how summary::before { content: ''; width: 0; height: 0; border-style: solid; border-width: 5px 0 5px 8px;
  border-color: transparent transparent transparent currentColor; transition: transform .15s; }
.ck-jp__how[open] summary::before { transform: rotate(90deg); }
.ck-jp__how ol { margin: 4px 0 0; padding-left: 1.3em; line-height: 1.5; }
.ck-jp--error { text-align: center; }
.ck-skeleton { background: linear-gradient(90deg, var(--ck-d-veil), var(--ck-d-veil), var(--ck-d-veil));
  background-size: 200% 100%; animation: ck-shimmer 1.2s infinite linear; }
@keyframes ck-shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .ck-skeleton { animation: none; } }
`;

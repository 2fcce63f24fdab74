/** Inline SVG icons (decorative: the control around them carries the accessible name). */
const paths = {
  search: 'M10.5 3a7.5 7.5 0 015.9 12.1l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1110.5 3zm0 2a5.5 5.5 0 100 11 5.5 5.5 0 000-11z',
  bell: 'M12 3a6 6 0 016 6v4l2 3v1H4v-1l2-3V9a6 6 0 016-6zm-2 16h4a2 2 0 01-4 0z',
  gift: 'M4 9h16v4H4zM5 13h14v8H5zM11 9h2v12h-2zM12 9c-2-4-6-5-6-2s4 2 6 2zm0 0c2-4 6-5 6-2s-4 2-6 2z',
  user: 'M12 3a4.5 4.5 0 110 9 4.5 4.5 0 010-9zm0 11c5 0 8 2.5 8 5v2H4v-2c0-2.5 3-5 8-5z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  close: 'M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12 19 17.6 17.6 19 12 13.4 6.4 19 5 17.6 10.6 12 5 6.4z',
  chat: 'M4 4h16v11H8l-4 4zm3 4v2h10V8zm0 4v1h7v-1z',
  globe: 'M12 2a10 10 0 110 20 10 10 0 010-20zm0 2c-1.2 0-2.6 2.4-3 6h6c-.4-3.6-1.8-6-3-6zm-5 6a8 8 0 00-.1 4h2.2a24 24 0 010-4zm10 0h-2.1a24 24 0 010 4h2.2a8 8 0 00-.1-4zM9 14c.4 3.6 1.8 6 3 6s2.6-2.4 3-6z',
  clock: 'M12 2a10 10 0 110 20 10 10 0 010-20zm0 2a8 8 0 100 16 8 8 0 000-16zm-1 3h2v5.4l3.5 2.1-1 1.7L11 13.6z',
  wallet: 'M3 6a2 2 0 012-2h13v3h1a2 2 0 012 2v9a2 2 0 01-2 2H5a2 2 0 01-2-2zm14 7a1.5 1.5 0 100 3 1.5 1.5 0 000-3z',
  star: 'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8z',
  play: 'M8 5v14l11-7z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}

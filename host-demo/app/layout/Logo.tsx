import type { LogoMark } from '../../mirrors.ts';

/** The mirror's wordmark: an SVG mark plus the brand in two weights (inline, no image request). */
export function Logo({ word, accent, mark }: { word: string; accent: string; mark: LogoMark }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <MarkShape mark={mark} />
      </svg>
      <span className="logo__word">
        {word} <span className="logo__accent">{accent}</span>
      </span>
    </span>
  );
}

function MarkShape({ mark }: { mark: LogoMark }) {
  switch (mark) {
    case 'rocket':
      return (
        <>
          <circle cx="20" cy="20" r="19" fill="var(--host-mark-bg)" />
          <path d="M20 6c6 4 8 11 6 19h-12c-2-8 0-15 6-19z" fill="var(--host-mark-fg)" />
          <circle cx="20" cy="16" r="3" fill="var(--host-mark-bg)" />
          <path d="M14 25l-4 6 6-2zM26 25l4 6-6-2z" fill="var(--host-mark-fg)" />
          <path d="M17 28h6l-3 7z" fill="var(--ck-accent)" />
        </>
      );
    case 'aurora':
      return (
        <>
          <rect x="1" y="1" width="38" height="38" rx="10" fill="var(--host-mark-bg)" />
          <path d="M5 27c6-10 12-14 30-16-8 4-12 9-14 17z" fill="var(--host-mark-fg)" opacity=".9" />
          <path d="M5 33c8-6 16-8 30-8" stroke="var(--ck-accent)" strokeWidth="2.5" fill="none" strokeLinecap="round" />
          <circle cx="30" cy="9" r="2" fill="var(--ck-accent)" />
        </>
      );
    case 'boomerang':
      return (
        <>
          <circle cx="20" cy="20" r="19" fill="var(--host-mark-bg)" />
          <path d="M9 28c4-12 10-18 22-19-6 4-9 8-10 12 3-2 7-2 10 0-7 1-13 4-18 9z" fill="var(--host-mark-fg)" />
          <circle cx="29" cy="28" r="3" fill="var(--ck-accent)" />
        </>
      );
    case 'crown':
      return (
        <>
          <rect x="1" y="1" width="38" height="38" rx="19" fill="var(--host-mark-bg)" />
          <path d="M8 27l2-13 6 6 4-9 4 9 6-6 2 13z" fill="var(--host-mark-fg)" />
          <rect x="8" y="28" width="24" height="3" rx="1.5" fill="var(--ck-accent)" />
        </>
      );
  }
}

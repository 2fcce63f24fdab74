/**
 * A partner's React 19 page using `casino-kit/react` (imported here from source: the package
 * entry `casino-kit/react` is built from this very file, widgets/react.ts).
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CasinoKitProvider, GameSearch, JackpotSlider } from '../../widgets/react.ts';

const casino = new URL(import.meta.url).origin;

function PartnerApp() {
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <CasinoKitProvider api={casino} locale="en" currency="EUR">
      <header className="partner-head">
        <strong>SpinNews</strong>
        <GameSearch onSelect={(game) => setPicked(game.title)} />
      </header>
      <main>
        <h1>Tonight’s jackpots</h1>
        <p>Live from our casino partner, rendered by a React 19 app.</p>
        <JackpotSlider currency="EUR" />
        {picked && <p role="status">You picked {picked}.</p>}
      </main>
    </CasinoKitProvider>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <PartnerApp />
  </StrictMode>,
);

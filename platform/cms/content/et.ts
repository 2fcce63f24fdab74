import type { PageText } from './types.ts';

/** Estonian texts for the Estonian-licence pages; other pages fall back to English. */
export const ET: Record<string, PageText> = {
  'terms-and-conditions/EE': {
    title: 'Tingimused (Eesti)',
    description: 'Eesti tegevusloa alusel avatud kontode tingimused.',
    keywords: 'tingimused, Eesti, tegevusluba, 21',
    content: `<h1>Tingimused — Eesti tegevusluba</h1>
<p>Eestis elavad mängijad mängivad ettevõtte {{legal_entity}} juures Maksu- ja Tolliameti (EMTA) väljastatud hasartmängu tegevusloa {{licence_number}} alusel.</p>
<h2>1. Vanusepiirang</h2>
<p>Konto avamiseks ja mängimiseks pead olema vähemalt 21-aastane.</p>
<h2>2. Isikusamasuse tuvastamine</h2>
<p>Enne esimest sissemakset tuvastame sinu isiku isikukoodi alusel. Hasartmängu mängimist piiravate isikute registrisse kantud isikud mängida ei saa.</p>
<h2>3. Seansi aeg</h2>
<p>Käimasoleva seansi kestus on ekraanil alati nähtav.</p>
<p>Muudes küsimustes kehtivad üldised <a href="/terms-and-conditions">tingimused</a>.</p>`,
  },
  'responsible-gaming/EE': {
    title: 'Vastutustundlik mängimine (Eesti)',
    description: 'Vastutustundlik mängimine Eesti tegevusloa alusel.',
    keywords: 'vastutustundlik mängimine, limiidid, enesevälistamine, 21',
    content: `<h1>Vastutustundlik mängimine — Eesti</h1>
<p>Eesti tegevusloa alusel mängimiseks pead olema vähemalt <strong>21-aastane</strong>.</p>
<p>Lisaks meie limiitidele, mängupausile ja enesevälistamisele saad end kanda Maksu- ja Tolliameti hasartmängu mängimist piiravate isikute registrisse. Registrisse kantud isikud ei saa mängida ühegi Eesti tegevusloa omaja juures.</p>
<p>Seansi kestus on mängimise ajal ekraanil nähtav.</p>`,
  },
};

import type { PageText } from './types.ts';

/** Italian texts of the key static pages; pages missing here fall back to English. */
export const IT: Record<string, PageText> = {
  'terms-and-conditions': {
    title: 'Termini e condizioni',
    description: "L'accordo tra te e {{brand}} per l'apertura del conto e il gioco.",
    keywords: 'termini, condizioni, conto, prelievi',
    content: `<h1>Termini e condizioni</h1>
<p>Questi termini costituiscono l'accordo tra te e {{legal_entity}}, che gestisce {{brand}} con la licenza {{licence_number}} rilasciata da {{licence_authority}}. Aprendo un conto li accetti.</p>
<h2>1. Requisiti</h2>
<p>Devi avere almeno 18 anni, o l'età superiore prevista dalla legge del tuo paese, e il gioco d'azzardo deve essere legale dove ti trovi. Non accettiamo giocatori da paesi soggetti a restrizioni, tra cui Australia, Stati Uniti, Regno Unito e Francia.</p>
<h2>2. Il tuo conto</h2>
<p>Ogni persona può avere un solo conto. I dati forniti devono essere veri e completi; possiamo chiedere documenti in qualsiasi momento.</p>
<h2>3. Depositi e prelievi</h2>
<p>I depositi devono provenire da metodi di pagamento intestati a te. I prelievi tornano, se possibile, allo stesso metodo. Prima del primo prelievo può essere richiesta la verifica dell'identità.</p>
<h2>4. Bonus</h2>
<p>Ogni bonus ha requisiti di puntata e una scadenza propri, visibili nel profilo alla voce Regali. Il denaro bonus non è prelevabile finché i requisiti non sono soddisfatti.</p>
<h2>5. Giochi</h2>
<p>Un malfunzionamento annulla tutte le giocate e le vincite interessate. Valgono inoltre le <a href="/general-rules">Regole generali</a>.</p>
<h2>6. Reclami</h2>
<p>Contatta prima l'assistenza. Se non risolviamo il reclamo entro 14 giorni puoi rivolgerti all'autorità indicata nel piè di pagina.</p>`,
  },
  'responsible-gaming': {
    title: 'Gioco responsabile',
    description: 'Strumenti e consigli: limiti, pausa e autoesclusione.',
    keywords: 'gioco responsabile, limiti, autoesclusione, aiuto',
    content: `<h1>Gioco responsabile</h1>
<p>Il gioco deve restare un divertimento, non un modo per guadagnare. Per giocare devi avere almeno 18 anni (21 in Estonia).</p>
<h2>Imposta i tuoi limiti</h2>
<p>Nel profilo alla voce <a href="/profile/limits">Limiti</a> puoi impostare limiti di deposito, di perdita, di puntata e di durata della sessione. Un limite più basso vale subito; un aumento richiede un periodo di attesa e la tua conferma via e-mail.</p>
<h2>Fai una pausa</h2>
<p>La <strong>pausa</strong> blocca il conto da 24 ore a 6 settimane. L'<strong>autoesclusione</strong> lo blocca per 6 mesi, 1 anno, 5 anni o per sempre.</p>
<h2>Chiedi aiuto</h2>
<p>Aiuto gratuito e riservato: Giocatori Anonimi (giocatorianonimi.org) e il Telefono Verde Nazionale per le problematiche legate al gioco d'azzardo, 800 55 88 22.</p>`,
  },
};

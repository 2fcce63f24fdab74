import type { PageText } from './types.ts';

/** Italian texts of every static page. */
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
  'privacy-policy': {
    title: 'Informativa sulla privacy',
    description: 'Come {{brand}} raccoglie, utilizza e protegge i tuoi dati personali.',
    keywords: 'privacy, dati personali, GDPR, protezione dei dati',
    content: `<h1>Informativa sulla privacy</h1>
<p>La presente informativa spiega quali dati personali {{legal_entity}} ("noi") tratta quando visiti {{brand}} o giochi sul sito, perché ne abbiamo bisogno e quali diritti hai.</p>
<h2>1. Dati che raccogliamo</h2>
<ul>
<li><strong>Dati del conto:</strong> indirizzo e-mail, nickname, password (conservata solo come hash con salt), valuta e lingua.</li>
<li><strong>Dati identificativi:</strong> nome e cognome, data di nascita, indirizzo, città, codice postale, paese e numero di cellulare, richiesti dalla legge prima di effettuare depositi o prelievi.</li>
<li><strong>Documenti di verifica</strong> che carichi per consentirci di confermare identità, età e provenienza dei fondi.</li>
<li><strong>Dati delle transazioni:</strong> depositi, prelievi, puntate, vincite, bonus e limiti.</li>
<li><strong>Dati tecnici:</strong> indirizzo IP, paese approssimativo, tipo di dispositivo e di browser e orari delle sessioni.</li>
</ul>
<h2>2. Perché li utilizziamo</h2>
<p>Utilizziamo i tuoi dati per gestire il tuo conto, pagare le vincite, adempiere agli obblighi antiriciclaggio e di verifica dell'età, proteggere i giocatori dalle frodi, offrire strumenti di gioco responsabile e, solo con il tuo consenso, inviarti promozioni.</p>
<h2>3. Condivisione</h2>
<p>Condividiamo i dati solo con fornitori di servizi di pagamento, servizi di verifica dell'identità, fornitori di giochi (solo un ID giocatore pseudonimo) e autorità di vigilanza quando la legge lo richiede. Non vendiamo mai dati personali.</p>
<h2>4. Conservazione</h2>
<p>I dati del conto e delle transazioni sono conservati per cinque anni dopo la chiusura del conto, come richiesto dalla normativa antiriciclaggio. I log tecnici vengono cancellati dopo 90 giorni.</p>
<h2>5. I tuoi diritti</h2>
<p>Puoi chiedere una copia dei tuoi dati, la loro rettifica o cancellazione, limitarne o opporti al loro utilizzo e revocare in qualsiasi momento il consenso al marketing nel tuo profilo alla voce Iscrizioni. Scrivi a privacy@casino.localhost; puoi anche presentare reclamo all'autorità per la protezione dei dati.</p>
<h2>6. Cookie</h2>
<p>L'uso dei cookie è descritto nella nostra <a href="/cookie-policy">Cookie policy</a>.</p>`,
  },
  'cookie-policy': {
    title: 'Cookie policy',
    description: 'Quali cookie imposta {{brand}} e come puoi gestirli.',
    keywords: 'cookie, consenso, tracciamento',
    content: `<h1>Cookie policy</h1>
<p>I cookie sono piccoli file di testo che il tuo browser conserva per un sito web. Ne usiamo il minor numero possibile.</p>
<h2>Cookie strettamente necessari</h2>
<ul>
<li><code>ck_session</code> mantiene l'accesso al tuo conto. Scade dopo 30 minuti di inattività e al più tardi dopo 12 ore.</li>
<li><code>locale</code> memorizza la tua lingua.</li>
<li>Il cookie del consenso memorizza la tua scelta per un anno.</li>
</ul>
<h2>Cookie di affiliazione</h2>
<p>Se arrivi tramite il link di un partner, conserviamo i codici partner <code>stag</code> e <code>affb_id</code> per 30 giorni, affinché il partner che ti ha indirizzato possa essere riconosciuto.</p>
<h2>Cookie analitici</h2>
<p>Con il tuo consenso misuriamo la velocità delle pagine e gli errori per migliorare il sito. Queste misurazioni non contengono dati di pagamento.</p>
<h2>La tua scelta</h2>
<p>Puoi modificare il consenso in qualsiasi momento dal link del banner dei cookie nel piè di pagina, oppure eliminare i cookie nelle impostazioni del browser. Senza i cookie necessari non puoi accedere.</p>`,
  },
  'terms-and-conditions/AU': {
    title: 'Termini e condizioni (Australia)',
    description: 'Termini applicabili ai visitatori che si trovano in Australia.',
    keywords: 'termini, Australia, Interactive Gambling Act',
    content: `<h1>Termini e condizioni per l'Australia</h1>
<p>In base all'Interactive Gambling Act 2001 non offriamo giochi da casinò online con denaro reale alle persone che si trovano in Australia.</p>
<h2>1. Cosa puoi fare</h2>
<p>I visitatori in Australia possono navigare nel sito e informarsi sui nostri giochi e sulle promozioni. Registrazione, accesso e gioco con denaro reale non sono disponibili nel tuo paese.</p>
<h2>2. Giocatori in viaggio</h2>
<p>Se hai aperto il conto fuori dall'Australia, non puoi giocare mentre ti trovi in Australia. Il tuo saldo resta al sicuro e puoi contattare l'assistenza per richiedere un prelievo.</p>
<h2>3. Tutto il resto</h2>
<p>Per tutti gli altri aspetti si applicano i <a href="/terms-and-conditions">Termini e condizioni</a> generali.</p>`,
  },
  'terms-and-conditions/CW': {
    title: 'Termini e condizioni (licenza di Curaçao)',
    description: 'Termini applicabili ai conti con licenza di Curaçao.',
    keywords: 'termini, Curaçao, licenza, CGA',
    content: `<h1>Termini e condizioni — licenza di Curaçao</h1>
<p>I conti registrati su questo sito sono gestiti da {{legal_entity}} con la licenza {{licence_number}} di {{licence_authority}}.</p>
<h2>1. Età minima</h2>
<p>Devi avere almeno 18 anni, o l'età legale prevista nel tuo paese se superiore.</p>
<h2>2. Valute</h2>
<p>Puoi giocare in valute fiat e nelle criptovalute elencate nella cassa. I prelievi in criptovaluta vengono inviati all'indirizzo del wallet che indichi; non possiamo recuperare fondi inviati a un indirizzo errato.</p>
<h2>3. Reclami</h2>
<p>I reclami non risolti possono essere sottoposti alla Curaçao Gaming Authority una volta concluso il nostro procedimento interno.</p>
<p>Per tutti gli altri aspetti si applicano i <a href="/terms-and-conditions">Termini e condizioni</a> generali.</p>`,
  },
  'terms-and-conditions/EE': {
    title: 'Termini e condizioni (Estonia)',
    description: 'Termini applicabili ai conti con licenza estone.',
    keywords: 'termini, Estonia, licenza, EMTA, 21 anni',
    content: `<h1>Termini e condizioni — licenza estone</h1>
<p>I giocatori residenti in Estonia giocano con {{legal_entity}} in base alla licenza di gioco {{licence_number}} rilasciata dall'Amministrazione fiscale e doganale estone (EMTA).</p>
<h2>1. Età minima</h2>
<p>Devi avere almeno 21 anni per aprire un conto o giocare.</p>
<h2>2. Identificazione</h2>
<p>Prima del tuo primo deposito verifichiamo la tua identità tramite il tuo codice identificativo personale. I giocatori iscritti nel registro estone delle persone soggette a restrizioni non possono giocare.</p>
<h2>3. Durata della sessione</h2>
<p>Il tempo trascorso nella sessione in corso è sempre visualizzato sullo schermo.</p>
<h2>4. Metodi di pagamento</h2>
<p>Nella cassa sono offerti solo i metodi di pagamento approvati per l'Estonia.</p>
<p>Per tutti gli altri aspetti si applicano i <a href="/terms-and-conditions">Termini e condizioni</a> generali.</p>`,
  },
  'general-rules': {
    title: 'Regole generali',
    description: 'Regole applicabili a ogni gioco, puntata e bonus su {{brand}}.',
    keywords: 'regole, giochi, puntate, malfunzionamento, bonus',
    content: `<h1>Regole generali</h1>
<h2>1. Puntate</h2>
<p>Una puntata è accettata quando il gioco la mostra come piazzata e l'importo è stato addebitato sul tuo saldo. Le puntate sono regolate dal server del fornitore del gioco; in caso di dubbio fa fede la sua registrazione.</p>
<h2>2. Partite interrotte</h2>
<p>Se la connessione si interrompe, il round prosegue sul server del fornitore. Riapri il gioco per vedere il risultato; i round non conclusi vengono completati automaticamente entro 24 ore.</p>
<h2>3. Malfunzionamenti</h2>
<p>Un malfunzionamento del software o dell'hardware annulla tutte le puntate e le vincite interessate. La posta di una puntata annullata viene restituita.</p>
<h2>4. Puntate con un bonus</h2>
<p>Mentre un bonus è attivo, la puntata singola massima è di 5 EUR o l'equivalente nella tua valuta. Il denaro reale viene sempre giocato prima del denaro bonus.</p>
<h2>5. Valuta</h2>
<p>Ogni wallet ha una sola valuta. Un gioco che non supporta la valuta del tuo wallet non può essere giocato con denaro reale da quel wallet.</p>
<h2>6. Gioco demo</h2>
<p>I giochi demo usano denaro virtuale senza valore e possono differire dal gioco con denaro reale in funzioni come i jackpot.</p>`,
  },
  'responsible-gaming/AU': {
    title: 'Gioco responsabile (Australia)',
    description: 'Aiuto e supporto per le persone in Australia.',
    keywords: 'gioco responsabile, Australia, Gambling Help Online, BetStop',
    content: `<h1>Gioco responsabile — Australia</h1>
<p>Il gioco da casinò con denaro reale non è offerto in Australia. Se sei preoccupato per il gioco d'azzardo con qualsiasi operatore, l'aiuto è gratuito e disponibile 24 ore su 24.</p>
<ul>
<li><strong>Gambling Help Online</strong>: 1800 858 858, gamblinghelponline.org.au</li>
<li><strong>BetStop</strong>, il registro nazionale di autoesclusione: betstop.gov.au</li>
</ul>
<p>In Australia devi avere almeno 18 anni per giocare d'azzardo.</p>`,
  },
  'responsible-gaming/CW': {
    title: 'Gioco responsabile (licenza di Curaçao)',
    description: 'Il gioco responsabile con la licenza di Curaçao.',
    keywords: 'gioco responsabile, Curaçao, limiti, autoesclusione',
    content: `<h1>Gioco responsabile — licenza di Curaçao</h1>
<p>Per giocare devi avere almeno 18 anni. Sono disponibili tutti gli strumenti descritti nella nostra pagina <a href="/responsible-gaming">Gioco responsabile</a>: limiti di deposito, di perdita, di puntata e di sessione, pausa da 24 ore a 6 settimane e autoesclusione da 6 mesi a tempo indeterminato.</p>
<p>L'autoesclusione vale per tutti i siti gestiti con la nostra licenza di Curaçao.</p>`,
  },
  'responsible-gaming/EE': {
    title: 'Gioco responsabile (Estonia)',
    description: 'Il gioco responsabile per i giocatori con licenza estone.',
    keywords: 'gioco responsabile, Estonia, 21 anni, registro delle persone soggette a restrizioni',
    content: `<h1>Gioco responsabile — Estonia</h1>
<p>Per giocare con la licenza estone devi avere almeno <strong>21 anni</strong>.</p>
<p>Oltre ai nostri limiti, alla pausa e all'autoesclusione, puoi iscriverti come persona soggetta a restrizioni presso l'Amministrazione fiscale e doganale estone. Le persone iscritte non possono giocare d'azzardo con nessun titolare di licenza estone.</p>
<p>Mentre giochi, la durata della sessione è visualizzata sullo schermo. Un aiuto in lingua estone è disponibile presso il servizio estone di consulenza per la dipendenza dal gioco d'azzardo (Hasartmängusõltuvuse Nõustamise Keskus).</p>`,
  },
  promotions: {
    title: 'Promozioni',
    description: 'Pacchetto di benvenuto, ricariche settimanali, tornei, negozio fedeltà e ruota dei bonus.',
    keywords: 'promozioni, bonus, pacchetto di benvenuto, tornei, giri gratuiti',
    content: `<h1>Promozioni</h1>
<h2>Pacchetto di benvenuto</h2>
<p>Fino a 1.500 EUR e 150 giri gratuiti sui tuoi primi quattro depositi: 100% sul primo, 75% sul secondo, 50% sul terzo e sul quarto deposito. Deposito minimo 20 EUR, requisito di puntata pari a 40 volte il bonus.</p>
<h2>Ricarica settimanale</h2>
<p>Ogni venerdì: 50% fino a 200 EUR e 50 giri gratuiti con un deposito di almeno 30 EUR.</p>
<h2>Tornei</h2>
<p>Scala la classifica nei tornei di slot e live con montepremi ogni settimana. Vedi <a href="/tournaments">Tornei</a>.</p>
<h2>Negozio fedeltà</h2>
<p>Ogni puntata ti fa guadagnare punti fedeltà. Scambiali con denaro, giri gratuiti o premi speciali nel <a href="/rocket-mart">negozio fedeltà</a>.</p>
<h2>Ruota dei bonus</h2>
<p>Quando ricevi un giro della ruota, girala per vincere giri gratuiti o denaro bonus.</p>
<p>Si applicano le condizioni generali dei bonus; vedi i <a href="/terms-and-conditions">Termini e condizioni</a>.</p>`,
  },
};

import type { PageText } from './types.ts';

/** Norwegian (bokmål) texts of every static page. */
export const NO: Record<string, PageText> = {
  'privacy-policy': {
    title: 'Personvernerklæring',
    description: 'Hvordan {{brand}} samler inn, bruker og beskytter personopplysningene dine.',
    keywords: 'personvern, personopplysninger, GDPR, databeskyttelse',
    content: `<h1>Personvernerklæring</h1>
<p>Denne erklæringen forklarer hvilke personopplysninger {{legal_entity}} («vi») behandler når du besøker eller spiller hos {{brand}}, hvorfor vi trenger dem og hvilke rettigheter du har.</p>
<h2>1. Opplysninger vi samler inn</h2>
<ul>
<li><strong>Kontoopplysninger:</strong> e-postadresse, kallenavn, passord (lagres bare som en saltet hash), valuta og språk.</li>
<li><strong>Identitetsopplysninger:</strong> fornavn og etternavn, fødselsdato, adresse, poststed, postnummer, land og mobilnummer, som loven krever før du setter inn eller tar ut penger.</li>
<li><strong>Verifiseringsdokumenter</strong> som du laster opp, slik at vi kan bekrefte identiteten din, alderen din og hvor midlene kommer fra.</li>
<li><strong>Transaksjonsopplysninger:</strong> innskudd, uttak, innsatser, gevinster, bonuser og grenser.</li>
<li><strong>Tekniske opplysninger:</strong> IP-adresse, omtrentlig land, enhets- og nettlesertype og økttider.</li>
</ul>
<h2>2. Hvorfor vi bruker dem</h2>
<p>Vi bruker opplysningene dine til å drive kontoen din, til å utbetale gevinster, til å oppfylle våre plikter etter hvitvaskingsregelverket og reglene om alderskontroll, til å beskytte spillere mot svindel, til å tilby verktøy for ansvarlig spill og, bare med ditt samtykke, til å sende deg kampanjer.</p>
<h2>3. Deling</h2>
<p>Vi deler opplysninger bare med betalingsleverandører, tjenester for identitetsverifisering, spilleverandører (bare en pseudonym spiller-ID) og tilsynsmyndigheter når loven krever det. Vi selger aldri personopplysninger.</p>
<h2>4. Lagringstid</h2>
<p>Konto- og transaksjonsopplysninger oppbevares i fem år etter at kontoen er avsluttet, slik hvitvaskingsloven krever. Tekniske logger slettes etter 90 dager.</p>
<h2>5. Dine rettigheter</h2>
<p>Du kan be om en kopi av opplysningene dine, retting eller sletting av dem, begrense eller protestere mot bruken av dem og når som helst trekke tilbake samtykket til markedsføring i profilen din under Abonnementer. Skriv til privacy@casino.localhost; du kan også klage til datatilsynsmyndigheten i ditt land.</p>
<h2>6. Informasjonskapsler</h2>
<p>Hvordan vi bruker informasjonskapsler, er beskrevet i våre <a href="/cookie-policy">retningslinjer for informasjonskapsler</a>.</p>`,
  },
  'cookie-policy': {
    title: 'Retningslinjer for informasjonskapsler',
    description: 'Hvilke informasjonskapsler {{brand}} setter, og hvordan du kan styre dem.',
    keywords: 'informasjonskapsler, cookies, samtykke, sporing',
    content: `<h1>Retningslinjer for informasjonskapsler</h1>
<p>Informasjonskapsler (cookies) er små tekstfiler som nettleseren din lagrer for et nettsted. Vi bruker så få som mulig.</p>
<h2>Strengt nødvendige informasjonskapsler</h2>
<ul>
<li><code>ck_session</code> holder deg innlogget. Den utløper etter 30 minutter uten aktivitet og senest etter 12 timer.</li>
<li><code>locale</code> husker språket ditt.</li>
<li>Informasjonskapselen for samtykke husker valget ditt i ett år.</li>
</ul>
<h2>Informasjonskapsler for samarbeidspartnere</h2>
<p>Hvis du kommer via en partnerlenke, tar vi vare på partnermerkene <code>stag</code> og <code>affb_id</code> i 30 dager, slik at partneren som henviste deg, kan bli godskrevet.</p>
<h2>Analyseinformasjonskapsler</h2>
<p>Med ditt samtykke måler vi sidehastighet og feil for å forbedre nettstedet. Disse målingene inneholder ingen betalingsopplysninger.</p>
<h2>Ditt valg</h2>
<p>Du kan når som helst endre samtykket ditt via lenken til informasjonskapselbanneret i bunnteksten, eller slette informasjonskapsler i innstillingene i nettleseren din. Uten de nødvendige informasjonskapslene kan du ikke logge inn.</p>`,
  },
  'terms-and-conditions': {
    title: 'Vilkår og betingelser',
    description: 'Avtalen mellom deg og {{brand}} når du oppretter en konto og spiller.',
    keywords: 'vilkår, betingelser, regler, konto, uttak',
    content: `<h1>Vilkår og betingelser</h1>
<p>Disse vilkårene utgjør avtalen mellom deg og {{legal_entity}}, som driver {{brand}} under lisens {{licence_number}} utstedt av {{licence_authority}}. Ved å opprette en konto godtar du dem.</p>
<h2>1. Hvem som kan spille</h2>
<p>Du må være minst 18 år, eller eldre dersom loven i ditt land krever det, og pengespill må være lovlig der du befinner deg. Vi tar ikke imot spillere fra land med begrensninger, blant dem Australia, USA, Storbritannia og Frankrike.</p>
<h2>2. Kontoen din</h2>
<p>Du kan bare ha én konto. Opplysningene du oppgir, må være riktige og fullstendige; vi kan når som helst be om dokumenter for å bekrefte dem. Hold passordet ditt hemmelig: du er ansvarlig for all aktivitet på kontoen din.</p>
<h2>3. Innskudd og uttak</h2>
<p>Innskudd må komme fra betalingsmåter i ditt eget navn. Uttak sendes om mulig tilbake til betalingsmåten du brukte til innskuddet. Vi kan be om verifisering før det første uttaket. Ventende uttak kan du selv kansellere inntil de er behandlet.</p>
<h2>4. Bonuser</h2>
<p>Hver bonus har sitt eget omsetningskrav og sin egen utløpsdato, som vises i profilen din under Gaver. Bonuspenger kan ikke tas ut før omsetningskravet er oppfylt. Misbruk av bonuser, for eksempel ved flere kontoer, fører til at de annulleres.</p>
<h2>5. Spill</h2>
<p>Funksjonsfeil gjør alle utbetalinger og spill ugyldige. Spillreglene som vises i hvert spill, gjelder sammen med våre <a href="/general-rules">generelle regler</a>.</p>
<h2>6. Ansvarlig spill</h2>
<p>Vi tilbyr grenser for innskudd, tap, innsats og økter, spillepause og selvutestengelse. Se <a href="/responsible-gaming">Ansvarlig spill</a>.</p>
<h2>7. Avslutning av konto</h2>
<p>Du kan når som helst avslutte kontoen din via kundeservice. Vi kan suspendere eller avslutte kontoer som er involvert i svindel, hvitvasking eller brudd på disse vilkårene; en eventuell gjenværende saldo i ekte penger utbetales med mindre loven forbyr det.</p>
<h2>8. Klager</h2>
<p>Kontakt kundeservice først. Hvis vi ikke kan løse klagen din innen 14 dager, kan du bringe den inn for lisensmyndigheten som er oppgitt i bunnteksten.</p>`,
  },
  'terms-and-conditions/AU': {
    title: 'Vilkår og betingelser (Australia)',
    description: 'Vilkår som gjelder for besøkende som befinner seg i Australia.',
    keywords: 'vilkår, Australia, Interactive Gambling Act',
    content: `<h1>Vilkår og betingelser for Australia</h1>
<p>I henhold til Interactive Gambling Act 2001 tilbyr vi ikke nettkasinospill om ekte penger til personer som befinner seg i Australia.</p>
<h2>1. Hva du kan gjøre</h2>
<p>Besøkende i Australia kan se seg rundt på nettstedet og lese om spillene og kampanjene våre. Registrering, innlogging og spill om ekte penger er ikke tilgjengelig i ditt land.</p>
<h2>2. Spillere på reise</h2>
<p>Hvis du opprettet kontoen din utenfor Australia, kan du ikke spille mens du er i Australia. Saldoen din er trygg, og du kan kontakte kundeservice for å be om et uttak.</p>
<h2>3. Alt annet</h2>
<p>I alle andre spørsmål gjelder de generelle <a href="/terms-and-conditions">vilkårene og betingelsene</a>.</p>`,
  },
  'terms-and-conditions/CW': {
    title: 'Vilkår og betingelser (Curaçao-lisens)',
    description: 'Vilkår som gjelder for kontoer under Curaçao-lisensen.',
    keywords: 'vilkår, Curaçao, lisens, CGA',
    content: `<h1>Vilkår og betingelser — Curaçao-lisens</h1>
<p>Kontoer som er registrert på dette nettstedet, drives av {{legal_entity}} under lisens {{licence_number}} fra {{licence_authority}}.</p>
<h2>1. Minstealder</h2>
<p>Du må være 18 år eller eldre, eller ha nådd den lovlige alderen i ditt land dersom den er høyere.</p>
<h2>2. Valutaer</h2>
<p>Du kan spille i vanlige valutaer (fiat) og i kryptovalutaene som er oppført i kassen. Kryptouttak sendes til lommebokadressen du oppgir; vi kan ikke gjenopprette midler som er sendt til feil adresse.</p>
<h2>3. Klager</h2>
<p>Uløste klager kan bringes inn for Curaçao Gaming Authority etter at vår egen klagebehandling er avsluttet.</p>
<p>I alle andre spørsmål gjelder de generelle <a href="/terms-and-conditions">vilkårene og betingelsene</a>.</p>`,
  },
  'terms-and-conditions/EE': {
    title: 'Vilkår og betingelser (Estland)',
    description: 'Vilkår som gjelder for kontoer under den estiske lisensen.',
    keywords: 'vilkår, Estland, lisens, EMTA, 21 år',
    content: `<h1>Vilkår og betingelser — estisk lisens</h1>
<p>Spillere bosatt i Estland spiller hos {{legal_entity}} under pengespillisens {{licence_number}} utstedt av den estiske skatte- og tolletaten (EMTA).</p>
<h2>1. Minstealder</h2>
<p>Du må være minst 21 år for å opprette en konto eller spille.</p>
<h2>2. Identifisering</h2>
<p>Vi bekrefter identiteten din med ditt personlige identifikasjonsnummer før ditt første innskudd. Spillere som er oppført i det estiske registeret over personer med spillerestriksjoner, kan ikke spille.</p>
<h2>3. Økttid</h2>
<p>Tiden du har brukt i den pågående økten, vises alltid på skjermen.</p>
<h2>4. Betalingsmåter</h2>
<p>Bare betalingsmåter som er godkjent for Estland, tilbys i kassen.</p>
<p>I alle andre spørsmål gjelder de generelle <a href="/terms-and-conditions">vilkårene og betingelsene</a>.</p>`,
  },
  'general-rules': {
    title: 'Generelle regler',
    description: 'Regler som gjelder for alle spill, innsatser og bonuser hos {{brand}}.',
    keywords: 'regler, spill, innsatser, funksjonsfeil, bonus',
    content: `<h1>Generelle regler</h1>
<h2>1. Innsatser</h2>
<p>En innsats er akseptert når spillet viser den som plassert og beløpet er trukket fra saldoen din. Innsatser avgjøres av spilleverandørens server; ved tvil er dens registrering avgjørende.</p>
<h2>2. Avbrutte spill</h2>
<p>Hvis forbindelsen din brytes, fortsetter runden på leverandørens server. Åpne spillet igjen for å se resultatet; uferdige runder fullføres automatisk innen 24 timer.</p>
<h2>3. Funksjonsfeil</h2>
<p>En funksjonsfeil i programvare eller maskinvare gjør alle berørte innsatser og gevinster ugyldige. Beløpet for en annullert innsats betales tilbake.</p>
<h2>4. Spill med bonus</h2>
<p>Mens en bonus er aktiv, er den høyeste enkeltinnsatsen EUR 5 eller tilsvarende beløp i din valuta. Det spilles alltid med ekte penger før bonuspenger.</p>
<h2>5. Valuta</h2>
<p>Hver lommebok har én valuta. Et spill som ikke støtter valutaen i lommeboken din, kan ikke spilles om ekte penger med den.</p>
<h2>6. Demospill</h2>
<p>Demospill bruker lekepenger uten verdi og kan avvike fra spill om ekte penger i funksjoner som for eksempel jackpotter.</p>`,
  },
  'responsible-gaming': {
    title: 'Ansvarlig spill',
    description: 'Verktøy og råd som holder pengespill morsomt: grenser, spillepause og selvutestengelse.',
    keywords: 'ansvarlig spill, grenser, selvutestengelse, spillepause, hjelp',
    content: `<h1>Ansvarlig spill</h1>
<p>Pengespill skal være underholdning, aldri en måte å tjene penger på. Du må være 18 år eller eldre for å spille (21 år i Estland). Vi kontrollerer alderen til alle spillere og stenger kontoer som tilhører mindreårige.</p>
<h2>Sett grensene dine</h2>
<p>I profilen din under <a href="/profile/limits">Grenser</a> kan du sette:</p>
<ul>
<li><strong>Innskuddsgrense</strong> — det meste du kan sette inn per dag, uke eller måned.</li>
<li><strong>Tapsgrense</strong> — det meste du kan tape per periode.</li>
<li><strong>Innsatsgrense</strong> — det meste du kan satse per periode.</li>
<li><strong>Øktgrense</strong> — hvor lenge du kan spille i én økt.</li>
</ul>
<p>En lavere grense gjelder umiddelbart. En høyere grense eller fjerning av en grense trer i kraft først etter en ventetid og etter at du har bekreftet via e-post.</p>
<h2>Ta en pause</h2>
<p><strong>Spillepause</strong> sperrer kontoen din fra 24 timer opptil 6 uker. Den kan ikke oppheves før den er over.</p>
<p><strong>Selvutestengelse</strong> sperrer kontoen din i 6 måneder, 1 år, 5 år eller permanent. Under selvutestengelsen mottar du ingen markedsføring og kan ikke opprette en ny konto.</p>
<h2>Faresignaler</h2>
<ul>
<li>Du bruker mer penger eller tid enn du hadde planlagt.</li>
<li>Du jager tap eller låner penger for å spille.</li>
<li>Pengespill går ut over arbeidet, familien eller søvnen din.</li>
</ul>
<h2>Få hjelp</h2>
<p>Gratis og konfidensiell hjelp får du hos Gamblers Anonymous (gamblersanonymous.org), GamCare (gamcare.org.uk) og Gambling Therapy (gamblingtherapy.org). Kundeservice kan når som helst sette opp grenser eller selvutestengelse for deg.</p>`,
  },
  'responsible-gaming/AU': {
    title: 'Ansvarlig spill (Australia)',
    description: 'Hjelp og støtte for personer i Australia.',
    keywords: 'ansvarlig spill, Australia, Gambling Help Online, BetStop',
    content: `<h1>Ansvarlig spill — Australia</h1>
<p>Kasinospill om ekte penger tilbys ikke i Australia. Hvis du er bekymret for pengespill hos en hvilken som helst operatør, er hjelpen gratis og tilgjengelig døgnet rundt.</p>
<ul>
<li><strong>Gambling Help Online</strong>: 1800 858 858, gamblinghelponline.org.au</li>
<li><strong>BetStop</strong>, det nasjonale registeret for selvutestengelse: betstop.gov.au</li>
</ul>
<p>Du må være 18 år eller eldre for å spille pengespill i Australia.</p>`,
  },
  'responsible-gaming/CW': {
    title: 'Ansvarlig spill (Curaçao-lisens)',
    description: 'Ansvarlig spill under Curaçao-lisensen.',
    keywords: 'ansvarlig spill, Curaçao, grenser, selvutestengelse',
    content: `<h1>Ansvarlig spill — Curaçao-lisens</h1>
<p>Du må være 18 år eller eldre for å spille. Alle verktøyene som er beskrevet på siden vår om <a href="/responsible-gaming">ansvarlig spill</a>, er tilgjengelige: grenser for innskudd, tap, innsats og økter, spillepause fra 24 timer til 6 uker og selvutestengelse fra 6 måneder til permanent.</p>
<p>En selvutestengelse gjelder for alle nettsteder som drives under vår Curaçao-lisens.</p>`,
  },
  'responsible-gaming/EE': {
    title: 'Ansvarlig spill (Estland)',
    description: 'Ansvarlig spill for spillere under den estiske lisensen.',
    keywords: 'ansvarlig spill, Estland, 21 år, register over personer med spillerestriksjoner',
    content: `<h1>Ansvarlig spill — Estland</h1>
<p>Du må være minst <strong>21 år</strong> for å spille under den estiske lisensen.</p>
<p>I tillegg til våre egne grenser, spillepause og selvutestengelse kan du registrere deg som person med spillerestriksjoner hos den estiske skatte- og tolletaten. Registrerte personer kan ikke spille pengespill hos noen innehaver av estisk lisens.</p>
<p>Økttiden din vises på skjermen mens du spiller. Hjelp på estisk får du fra den estiske rådgivningstjenesten for spilleavhengighet (Hasartmängusõltuvuse Nõustamise Keskus).</p>`,
  },
  promotions: {
    title: 'Kampanjer',
    description: 'Velkomstpakke, ukentlige påfyllingsbonuser, turneringer, lojalitetsbutikken og bonushjulet.',
    keywords: 'kampanjer, bonus, velkomstpakke, turneringer, gratisspinn',
    content: `<h1>Kampanjer</h1>
<h2>Velkomstpakke</h2>
<p>Opptil EUR 1 500 og 150 gratisspinn fordelt på dine fire første innskudd: 100 % på det første, 75 % på det andre og 50 % på det tredje og fjerde innskuddet. Minste innskudd EUR 20, omsetningskrav 40 ganger bonusen.</p>
<h2>Ukentlig påfyllingsbonus</h2>
<p>Hver fredag: 50 % opptil EUR 200 og 50 gratisspinn ved innskudd på EUR 30 eller mer.</p>
<h2>Turneringer</h2>
<p>Klatre på resultatlisten i spilleautomat- og live-turneringer med premiepotter hver uke. Se <a href="/tournaments">Turneringer</a>.</p>
<h2>Lojalitetsbutikk</h2>
<p>Hver innsats gir lojalitetspoeng. Bytt dem inn i penger, gratisspinn eller spesielle belønninger i <a href="/rocket-mart">lojalitetsbutikken</a>.</p>
<h2>Bonushjul</h2>
<p>Snurr hjulet for gratisspinn eller bonuspenger når du får et hjulspinn.</p>
<p>De generelle bonusvilkårene gjelder; se <a href="/terms-and-conditions">vilkår og betingelser</a>.</p>`,
  },
};

import type { PageText } from './types.ts';

/** Estonian texts of every static page, the Estonian-licence (/EE) variants among them. */
export const ET: Record<string, PageText> = {
  'privacy-policy': {
    title: 'Privaatsuspoliitika',
    description: 'Kuidas {{brand}} sinu isikuandmeid kogub, kasutab ja kaitseb.',
    keywords: 'privaatsus, isikuandmed, isikuandmete kaitse üldmäärus, IKÜM, andmekaitse',
    content: `<h1>Privaatsuspoliitika</h1>
<p>Selles poliitikas selgitame, milliseid isikuandmeid {{legal_entity}} („meie“) töötleb, kui külastad kasiinot {{brand}} või mängid seal, miks me neid vajame ja millised õigused sul on.</p>
<h2>1. Andmed, mida kogume</h2>
<ul>
<li><strong>Kontoandmed:</strong> e-posti aadress, kasutajanimi, parool (säilitatakse üksnes soolatud räsina), valuuta ja keel.</li>
<li><strong>Isikuandmed:</strong> ees- ja perekonnanimi, sünniaeg, aadress, linn, postiindeks, riik ja mobiiltelefoni number, mida seadus nõuab enne sissemakse või väljamakse tegemist.</li>
<li><strong>Tõendavad dokumendid</strong>, mille üles laadid, et saaksime kinnitada sinu isikusamasust, vanust ja raha päritolu.</li>
<li><strong>Tehinguandmed:</strong> sissemaksed, väljamaksed, panused, võidud, boonused ja limiidid.</li>
<li><strong>Tehnilised andmed:</strong> IP-aadress, ligikaudne asukohariik, seadme ja brauseri tüüp ning seansside ajad.</li>
</ul>
<h2>2. Milleks me andmeid kasutame</h2>
<p>Kasutame sinu andmeid konto haldamiseks, võitude väljamaksmiseks, rahapesu tõkestamise ja vanuse kontrollimise kohustuste täitmiseks, mängijate kaitsmiseks pettuste eest, vastutustundliku mängimise tööriistade pakkumiseks ning üksnes sinu nõusolekul sulle kampaaniapakkumiste saatmiseks.</p>
<h2>3. Andmete jagamine</h2>
<p>Jagame andmeid üksnes makseteenuse pakkujate, isikusamasuse kontrollimise teenuste ja mängupakkujatega (viimastega ainult pseudonüümset mängija ID-d) ning seaduses ettenähtud juhtudel järelevalveasutustega. Me ei müü isikuandmeid kunagi.</p>
<h2>4. Säilitamine</h2>
<p>Konto- ja tehinguandmeid säilitame rahapesu tõkestamise seaduse nõudel viis aastat pärast konto sulgemist. Tehnilised logid kustutatakse 90 päeva möödudes.</p>
<h2>5. Sinu õigused</h2>
<p>Võid taotleda oma andmete koopiat, nende parandamist või kustutamist, piirata nende kasutamist või esitada selle suhtes vastuväite ning võtta turundusnõusoleku igal ajal tagasi oma profiilis jaotises Tellimused. Kirjuta aadressil privacy@casino.localhost; samuti võid esitada kaebuse oma riigi andmekaitseasutusele.</p>
<h2>6. Küpsised</h2>
<p>Küpsiste kasutamist kirjeldame oma <a href="/cookie-policy">küpsiste kasutamise põhimõtetes</a>.</p>`,
  },
  'cookie-policy': {
    title: 'Küpsiste kasutamise põhimõtted',
    description: 'Milliseid küpsiseid {{brand}} salvestab ja kuidas saad neid hallata.',
    keywords: 'küpsised, nõusolek, jälgimine',
    content: `<h1>Küpsiste kasutamise põhimõtted</h1>
<p>Küpsised on väikesed tekstifailid, mida sinu brauser veebisaidi jaoks säilitab. Kasutame neid nii vähe kui võimalik.</p>
<h2>Hädavajalikud küpsised</h2>
<ul>
<li><code>ck_session</code> hoiab sind sisselogituna. See aegub pärast 30 minutit tegevusetust ja hiljemalt 12 tunni möödudes.</li>
<li><code>locale</code> jätab meelde sinu keele.</li>
<li>Küpsiste nõusoleku küpsis jätab sinu valiku meelde üheks aastaks.</li>
</ul>
<h2>Partnerküpsised</h2>
<p>Kui jõuad meie juurde partneri lingi kaudu, säilitame partneri tunnuseid <code>stag</code> ja <code>affb_id</code> 30 päeva, et sinu suunamine saaks arvestatud sind suunanud partnerile.</p>
<h2>Analüütikaküpsised</h2>
<p>Sinu nõusolekul mõõdame saidi parandamiseks lehtede kiirust ja vigu. Need mõõtmised ei sisalda makseandmeid.</p>
<h2>Sinu valik</h2>
<p>Saad oma nõusolekut igal ajal muuta jaluses oleva küpsisebänneri lingi kaudu või kustutada küpsised oma brauseri seadetes. Ilma hädavajalike küpsisteta ei saa sisse logida.</p>`,
  },
  'terms-and-conditions': {
    title: 'Tingimused',
    description: 'Kokkulepe sinu ja kasiino {{brand}} vahel konto avamisel ja mängimisel.',
    keywords: 'tingimused, nõuded, reeglid, konto, väljamaksed',
    content: `<h1>Tingimused</h1>
<p>Need tingimused moodustavad kokkuleppe sinu ja ettevõtte {{legal_entity}} vahel, kes käitab kasiinot {{brand}} tegevusloa {{licence_number}} alusel, mille on väljastanud {{licence_authority}}. Konto avamisega nõustud nende tingimustega.</p>
<h2>1. Mängimise õigus</h2>
<p>Pead olema vähemalt 18-aastane või vanem, kui sinu riigi seadus seda nõuab, ning hasartmängude mängimine peab sinu asukohas olema seaduslik. Me ei võta vastu mängijaid piiratud riikidest, sealhulgas Austraaliast, Ameerika Ühendriikidest, Ühendkuningriigist ja Prantsusmaalt.</p>
<h2>2. Sinu konto</h2>
<p>Sul võib olla ainult üks konto. Sinu esitatud andmed peavad olema tõesed ja täielikud; võime igal ajal küsida nende kontrollimiseks dokumente. Hoia oma parool salajas: vastutad kogu oma kontol toimuva tegevuse eest.</p>
<h2>3. Sissemaksed ja väljamaksed</h2>
<p>Sissemakseid võib teha üksnes sinu enda nimel olevate makseviisidega. Võimaluse korral tehakse väljamaksed samale makseviisile, millega sissemakse tegid. Enne esimest väljamakset võime nõuda sinu andmete kontrollimist. Ootel väljamakseid saad tühistada seni, kuni neid pole veel töödeldud.</p>
<h2>4. Boonused</h2>
<p>Igal boonusel on oma panustamisnõue ja kehtivusaeg, mis on näha sinu profiilis jaotises Kingitused. Boonusraha ei saa välja võtta enne, kui panustamisnõue on täidetud. Boonuste kuritarvitamine, näiteks mitme konto kasutamine, toob kaasa boonuste tühistamise.</p>
<h2>5. Mängud</h2>
<p>Rike tühistab kõik väljamaksed ja mängud. Kehtivad iga mängu sees näidatud mängureeglid koos meie <a href="/general-rules">üldreeglitega</a>.</p>
<h2>6. Vastutustundlik mängimine</h2>
<p>Pakume sissemaksete, kaotuse, panuste ja seansi limiite, mängupausi ja enesevälistamist. Vaata lehte <a href="/responsible-gaming">Vastutustundlik mängimine</a>.</p>
<h2>7. Konto sulgemine</h2>
<p>Võid oma konto igal ajal klienditoe kaudu sulgeda. Võime peatada või sulgeda kontod, mis on seotud pettuse, rahapesu või nende tingimuste rikkumisega; allesjäänud pärisraha saldo makstakse välja, välja arvatud juhul, kui seadus seda keelab.</p>
<h2>8. Kaebused</h2>
<p>Pöördu esmalt klienditoe poole. Kui me ei suuda sinu kaebust 14 päeva jooksul lahendada, võid selle esitada jaluses nimetatud tegevusloa väljastanud asutusele.</p>`,
  },
  'terms-and-conditions/AU': {
    title: 'Tingimused (Austraalia)',
    description: 'Austraalias viibivatele külastajatele kehtivad tingimused.',
    keywords: 'tingimused, Austraalia, Interactive Gambling Act',
    content: `<h1>Tingimused Austraalia jaoks</h1>
<p>Austraalia 2001. aasta interaktiivsete hasartmängude seaduse (Interactive Gambling Act 2001) kohaselt ei paku me Austraalias viibivatele isikutele pärisraha eest mängitavaid online-kasiinomänge.</p>
<h2>1. Mida saad teha</h2>
<p>Austraalias viibivad külastajad võivad saiti sirvida ning lugeda meie mängude ja kampaaniate kohta. Registreerumine, sisselogimine ja pärisraha eest mängimine ei ole sinu riigis saadaval.</p>
<h2>2. Reisivad mängijad</h2>
<p>Kui avasid oma konto väljaspool Austraaliat, ei saa sa Austraalias viibides mängida. Sinu saldo on kaitstud ja väljamakse taotlemiseks võid pöörduda klienditoe poole.</p>
<h2>3. Kõik muu</h2>
<p>Kõigis muudes küsimustes kehtivad üldised <a href="/terms-and-conditions">tingimused</a>.</p>`,
  },
  'terms-and-conditions/CW': {
    title: 'Tingimused (Curaçao tegevusluba)',
    description: 'Curaçao tegevusloa alusel avatud kontodele kehtivad tingimused.',
    keywords: 'tingimused, Curaçao, tegevusluba, CGA',
    content: `<h1>Tingimused — Curaçao tegevusluba</h1>
<p>Sellel saidil registreeritud kontosid haldab {{legal_entity}} tegevusloa {{licence_number}} alusel, mille on väljastanud {{licence_authority}}.</p>
<h2>1. Vanusepiirang</h2>
<p>Pead olema vähemalt 18-aastane või oma riigi seadusliku vanusepiiri vanune, kui see on kõrgem.</p>
<h2>2. Valuutad</h2>
<p>Võid mängida fiatvaluutades ja kassas loetletud krüptovaluutades. Krüptovaluuta väljamaksed saadetakse sinu antud rahakoti aadressile; valele aadressile saadetud raha ei saa me tagasi tuua.</p>
<h2>3. Kaebused</h2>
<p>Lahendamata kaebused võib pärast meie enda menetluse lõppemist edastada Curaçao hasartmänguametile (Curaçao Gaming Authority).</p>
<p>Kõigis muudes küsimustes kehtivad üldised <a href="/terms-and-conditions">tingimused</a>.</p>`,
  },
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
  'general-rules': {
    title: 'Üldreeglid',
    description: 'Reeglid, mis kehtivad kõigile mängudele, panustele ja boonustele kasiinos {{brand}}.',
    keywords: 'reeglid, mängud, panused, rike, boonus',
    content: `<h1>Üldreeglid</h1>
<h2>1. Panused</h2>
<p>Panus loetakse vastuvõetuks, kui mäng näitab selle tehtuna ja summa on sinu saldolt maha arvatud. Panused arveldab mängupakkuja server; kahtluse korral on otsustavad selle andmed.</p>
<h2>2. Katkenud mängud</h2>
<p>Kui ühendus katkeb, jätkub mänguvoor pakkuja serveris. Tulemuse nägemiseks ava mäng uuesti; lõpetamata voorud viiakse automaatselt lõpule 24 tunni jooksul.</p>
<h2>3. Rikked</h2>
<p>Tarkvara või riistvara rike tühistab kõik sellest mõjutatud panused ja võidud. Tühistatud panuse summa tagastatakse.</p>
<h2>4. Boonusega panustamine</h2>
<p>Kui boonus on aktiivne, on suurim lubatud üksikpanus EUR 5 või selle vaste sinu valuutas. Pärisraha mängitakse alati enne boonusraha.</p>
<h2>5. Valuuta</h2>
<p>Igal rahakotil on üks valuuta. Mängu, mis sinu rahakoti valuutat ei toeta, ei saa selle rahakotiga pärisraha eest mängida.</p>
<h2>6. Demomängud</h2>
<p>Demomängudes kasutatakse väärtuseta mänguraha ning need võivad pärisraha eest mängimisest erineda näiteks jackpottide poolest.</p>`,
  },
  'responsible-gaming': {
    title: 'Vastutustundlik mängimine',
    description: 'Tööriistad ja nõuanded, et hasartmäng jääks lõbuks: limiidid, mängupaus ja enesevälistamine.',
    keywords: 'vastutustundlik mängimine, limiidid, enesevälistamine, mängupaus, abi',
    content: `<h1>Vastutustundlik mängimine</h1>
<p>Hasartmäng peaks olema meelelahutus, mitte kunagi viis raha teenida. Mängimiseks pead olema vähemalt 18-aastane (Eestis 21-aastane). Kontrollime iga mängija vanust ja sulgeme alaealiste kontod.</p>
<h2>Sea endale limiidid</h2>
<p>Oma profiilis jaotises <a href="/profile/limits">Limiidid</a> saad seada järgmised limiidid:</p>
<ul>
<li><strong>Sissemaksete limiit</strong> — suurim summa, mida saad päevas, nädalas või kuus sisse maksta.</li>
<li><strong>Kaotuse limiit</strong> — suurim summa, mille võid ühe perioodi jooksul kaotada.</li>
<li><strong>Panuste limiit</strong> — suurim summa, mida võid ühe perioodi jooksul panustada.</li>
<li><strong>Seansi limiit</strong> — kui kaua võid ühe seansi jooksul mängida.</li>
</ul>
<p>Madalam limiit hakkab kehtima kohe. Kõrgem limiit või limiidi eemaldamine jõustub alles pärast ooteaega ja sinu kinnitust e-posti teel.</p>
<h2>Tee paus</h2>
<p><strong>Mängupaus</strong> blokeerib sinu konto 24 tunniks kuni 6 nädalaks. Seda ei saa enne selle lõppemist tühistada.</p>
<p><strong>Enesevälistamine</strong> blokeerib sinu konto 6 kuuks, 1 aastaks, 5 aastaks või jäädavalt. Enesevälistamise ajal ei saadeta sulle turundussõnumeid ja sa ei saa avada uut kontot.</p>
<h2>Ohumärgid</h2>
<ul>
<li>Kulutad rohkem raha või aega, kui plaanisid.</li>
<li>Püüad kaotusi tagasi võita või laenad mängimiseks raha.</li>
<li>Hasartmängimine mõjutab sinu tööd, perekonda või und.</li>
</ul>
<h2>Abi saamine</h2>
<p>Tasuta ja konfidentsiaalset abi pakuvad Gamblers Anonymous (gamblersanonymous.org), GamCare (gamcare.org.uk) ja Gambling Therapy (gamblingtherapy.org). Meie klienditugi saab sulle igal ajal limiidid või enesevälistamise seadistada.</p>`,
  },
  'responsible-gaming/AU': {
    title: 'Vastutustundlik mängimine (Austraalia)',
    description: 'Abi ja tugi Austraalias viibivatele inimestele.',
    keywords: 'vastutustundlik mängimine, Austraalia, Gambling Help Online, BetStop',
    content: `<h1>Vastutustundlik mängimine — Austraalia</h1>
<p>Austraalias ei pakuta pärisraha eest kasiinomänge. Kui tunned muret hasartmängimise pärast ükskõik millise korraldaja juures, on abi tasuta ja saadaval ööpäev läbi.</p>
<ul>
<li><strong>Gambling Help Online</strong>: 1800 858 858, gamblinghelponline.org.au</li>
<li><strong>BetStop</strong>, riiklik enesevälistamise register: betstop.gov.au</li>
</ul>
<p>Austraalias hasartmängude mängimiseks pead olema vähemalt 18-aastane.</p>`,
  },
  'responsible-gaming/CW': {
    title: 'Vastutustundlik mängimine (Curaçao tegevusluba)',
    description: 'Vastutustundlik mängimine Curaçao tegevusloa alusel.',
    keywords: 'vastutustundlik mängimine, Curaçao, limiidid, enesevälistamine',
    content: `<h1>Vastutustundlik mängimine — Curaçao tegevusluba</h1>
<p>Mängimiseks pead olema vähemalt 18-aastane. Saadaval on kõik lehel <a href="/responsible-gaming">Vastutustundlik mängimine</a> kirjeldatud tööriistad: sissemaksete, kaotuse, panuste ja seansi limiidid, mängupaus 24 tunnist kuni 6 nädalani ning enesevälistamine 6 kuust kuni jäädavalt.</p>
<p>Enesevälistamine kehtib kõigil saitidel, mida käitatakse meie Curaçao tegevusloa alusel.</p>`,
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
  promotions: {
    title: 'Kampaaniad',
    description: 'Tervituspakett, iganädalased lisaboonused, turniirid, lojaalsuspood ja boonusratas.',
    keywords: 'kampaaniad, boonus, tervituspakett, turniirid, tasuta keerutused',
    content: `<h1>Kampaaniad</h1>
<h2>Tervituspakett</h2>
<p>Kuni EUR 1500 ja 150 tasuta keerutust sinu esimese nelja sissemakse peale: esimesele sissemaksele 100%, teisele 75% ning kolmandale ja neljandale 50%. Minimaalne sissemakse EUR 20, panustamisnõue 40-kordne boonuse summa.</p>
<h2>Iganädalane lisaboonus</h2>
<p>Igal reedel: 50% kuni EUR 200 ja 50 tasuta keerutust vähemalt EUR 30 suurusele sissemaksele.</p>
<h2>Turniirid</h2>
<p>Tõuse edetabelis slotiturniiridel ja live-turniiridel, mille auhinnafondid ootavad igal nädalal. Vaata lehte <a href="/tournaments">Turniirid</a>.</p>
<h2>Lojaalsuspood</h2>
<p>Iga panus toob sulle lojaalsuspunkte. Vaheta need <a href="/rocket-mart">lojaalsuspoes</a> raha, tasuta keerutuste või eriauhindade vastu.</p>
<h2>Boonusratas</h2>
<p>Kui saad ratta keerutuse, keeruta boonusratast ja võida tasuta keerutusi või boonusraha.</p>
<p>Kehtivad üldised boonustingimused; vaata <a href="/terms-and-conditions">tingimusi</a>.</p>`,
  },
};

import type { PageText } from './types.ts';

/** German texts of every static page. */
export const DE: Record<string, PageText> = {
  'privacy-policy': {
    title: 'Datenschutzerklärung',
    description: 'Wie {{brand}} deine personenbezogenen Daten erhebt, nutzt und schützt.',
    keywords: 'Datenschutz, personenbezogene Daten, DSGVO',
    content: `<h1>Datenschutzerklärung</h1>
<p>Diese Erklärung beschreibt, welche personenbezogenen Daten wir verarbeiten, wenn du {{brand}} besuchst oder dort spielst, wozu wir sie brauchen und welche Rechte du hast.</p>
<h2>1. Welche Daten wir erheben</h2>
<ul>
<li><strong>Kontodaten:</strong> E-Mail-Adresse, Spitzname, Passwort (nur als gesalzener Hash gespeichert), Währung und Sprache.</li>
<li><strong>Identitätsdaten:</strong> Vor- und Nachname, Geburtsdatum, Anschrift, Postleitzahl, Land und Mobilnummer, die das Gesetz vor Ein- und Auszahlungen verlangt.</li>
<li><strong>Verifizierungsdokumente</strong>, mit denen wir Identität, Alter und Herkunft der Mittel prüfen.</li>
<li><strong>Transaktionsdaten:</strong> Einzahlungen, Auszahlungen, Einsätze, Gewinne, Boni und Limits.</li>
<li><strong>Technische Daten:</strong> IP-Adresse, ungefähres Land, Gerät, Browser und Sitzungszeiten.</li>
</ul>
<h2>2. Wozu wir sie nutzen</h2>
<p>Zur Führung deines Kontos, zur Auszahlung von Gewinnen, zur Erfüllung der Pflichten gegen Geldwäsche und zur Altersprüfung, zum Schutz vor Betrug, für Werkzeuge des verantwortungsvollen Spielens und – nur mit deiner Einwilligung – für Werbung.</p>
<h2>3. Weitergabe</h2>
<p>Wir geben Daten nur an Zahlungsdienstleister, Verifizierungsdienste, Spieleanbieter (nur eine pseudonyme Spieler-ID) und Behörden weiter, wenn das Gesetz es verlangt. Wir verkaufen keine Daten.</p>
<h2>4. Speicherdauer</h2>
<p>Konto- und Transaktionsdaten bewahren wir nach Kontoschließung fünf Jahre auf, wie es das Geldwäschegesetz verlangt. Technische Protokolle löschen wir nach 90 Tagen.</p>
<h2>5. Deine Rechte</h2>
<p>Du kannst Auskunft, Berichtigung oder Löschung verlangen, der Nutzung widersprechen und deine Einwilligung in Werbung jederzeit im Profil unter Abonnements widerrufen. Schreib an privacy@casino.localhost oder wende dich an deine Datenschutzbehörde.</p>`,
  },
  'terms-and-conditions': {
    title: 'Allgemeine Geschäftsbedingungen',
    description: 'Die Vereinbarung zwischen dir und {{brand}} für Konto und Spiel.',
    keywords: 'AGB, Bedingungen, Konto, Auszahlungen',
    content: `<h1>Allgemeine Geschäftsbedingungen</h1>
<p>Diese Bedingungen bilden die Vereinbarung zwischen dir und {{legal_entity}}, der {{brand}} unter der Lizenz {{licence_number}} der Behörde {{licence_authority}} betreibt. Mit der Kontoeröffnung stimmst du ihnen zu.</p>
<h2>1. Teilnahmeberechtigung</h2>
<p>Du musst mindestens 18 Jahre alt sein oder älter, wenn das Recht deines Landes es verlangt, und Glücksspiel muss an deinem Aufenthaltsort erlaubt sein. Spieler aus gesperrten Ländern, darunter Australien, die USA, das Vereinigte Königreich und Frankreich, werden nicht angenommen.</p>
<h2>2. Dein Konto</h2>
<p>Jede Person darf nur ein Konto führen. Deine Angaben müssen wahr und vollständig sein; wir können jederzeit Nachweise verlangen. Halte dein Passwort geheim.</p>
<h2>3. Ein- und Auszahlungen</h2>
<p>Einzahlungen müssen von Zahlungsmitteln auf deinen eigenen Namen stammen. Auszahlungen gehen nach Möglichkeit an dieselbe Zahlungsmethode zurück. Vor der ersten Auszahlung kann eine Verifizierung nötig sein.</p>
<h2>4. Boni</h2>
<p>Jeder Bonus hat eigene Umsatzbedingungen und eine Gültigkeit, die du im Profil unter Geschenke siehst. Bonusgeld ist erst nach Erfüllung der Umsatzbedingungen auszahlbar.</p>
<h2>5. Spiele</h2>
<p>Eine Fehlfunktion macht alle betroffenen Einsätze und Gewinne ungültig. Es gelten zusätzlich die <a href="/general-rules">Allgemeinen Regeln</a>.</p>
<h2>6. Verantwortungsvolles Spielen</h2>
<p>Wir bieten Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits, Spielpausen und Selbstausschluss an. Siehe <a href="/responsible-gaming">Verantwortungsvolles Spielen</a>.</p>
<h2>7. Beschwerden</h2>
<p>Wende dich zuerst an den Support. Können wir deine Beschwerde nicht binnen 14 Tagen lösen, kannst du dich an die im Footer genannte Aufsichtsbehörde wenden.</p>`,
  },
  'responsible-gaming': {
    title: 'Verantwortungsvolles Spielen',
    description: 'Werkzeuge und Hilfe: Limits, Spielpause und Selbstausschluss.',
    keywords: 'verantwortungsvolles Spielen, Limits, Selbstausschluss, Hilfe',
    content: `<h1>Verantwortungsvolles Spielen</h1>
<p>Glücksspiel soll unterhalten und ist keine Einnahmequelle. Spielen ist erst ab 18 Jahren erlaubt (in Estland ab 21). Wir prüfen das Alter jedes Spielers.</p>
<h2>Limits setzen</h2>
<p>Im Profil unter <a href="/profile/limits">Limits</a> kannst du festlegen:</p>
<ul>
<li><strong>Einzahlungslimit</strong> – höchstens so viel Einzahlung pro Tag, Woche oder Monat.</li>
<li><strong>Verlustlimit</strong> – höchstens so viel Verlust pro Zeitraum.</li>
<li><strong>Einsatzlimit</strong> – höchstens so viel Einsatz pro Zeitraum.</li>
<li><strong>Sitzungslimit</strong> – so lange dauert eine Spielsitzung höchstens.</li>
</ul>
<p>Ein niedrigeres Limit gilt sofort. Eine Erhöhung oder Aufhebung wird erst nach einer Wartezeit und deiner Bestätigung per E-Mail wirksam.</p>
<h2>Pause einlegen</h2>
<p><strong>Spielpause</strong>: Dein Konto wird für 24 Stunden bis 6 Wochen gesperrt und lässt sich vorher nicht entsperren.</p>
<p><strong>Selbstausschluss</strong>: Dein Konto wird für 6 Monate, 1 Jahr, 5 Jahre oder dauerhaft gesperrt. Du erhältst keine Werbung und kannst kein neues Konto eröffnen.</p>
<h2>Hilfe</h2>
<p>Kostenlose und vertrauliche Hilfe bieten die Anonymen Spieler (anonyme-spieler.org) und die BZgA-Beratung unter 0800 1 37 27 00. Unser Support richtet Limits oder einen Selbstausschluss jederzeit für dich ein.</p>`,
  },
  promotions: {
    title: 'Aktionen',
    description: 'Willkommenspaket, wöchentlicher Reload, Turniere, Treueshop und Bonusrad.',
    keywords: 'Aktionen, Bonus, Willkommenspaket, Turniere, Freispiele',
    content: `<h1>Aktionen</h1>
<h2>Willkommenspaket</h2>
<p>Bis zu 1.500 EUR und 150 Freispiele auf deine ersten vier Einzahlungen: 100 % auf die erste, 75 % auf die zweite und je 50 % auf die dritte und vierte. Mindesteinzahlung 20 EUR, Umsatz 40-fach des Bonus.</p>
<h2>Wöchentlicher Reload</h2>
<p>Jeden Freitag 50 % bis 200 EUR und 50 Freispiele ab einer Einzahlung von 30 EUR.</p>
<h2>Turniere</h2>
<p>Jede Woche Slot- und Live-Turniere mit Preispools. Siehe <a href="/tournaments">Turniere</a>.</p>
<h2>Treueshop</h2>
<p>Jeder Einsatz bringt Treuepunkte, die du im <a href="/rocket-mart">Treueshop</a> gegen Geld, Freispiele oder Sonderprämien tauschst.</p>
<p>Es gelten die allgemeinen Bonusbedingungen in den <a href="/terms-and-conditions">AGB</a>.</p>`,
  },
  'cookie-policy': {
    title: 'Cookie-Richtlinie',
    description: 'Welche Cookies {{brand}} setzt und wie du sie steuerst.',
    keywords: 'Cookies, Einwilligung',
    content: `<h1>Cookie-Richtlinie</h1>
<p>Cookies sind kleine Textdateien, die dein Browser für eine Website speichert. Wir setzen so wenige wie möglich.</p>
<h2>Notwendige Cookies</h2>
<ul>
<li><code>ck_session</code> hält dich angemeldet (30 Minuten ohne Aktivität, höchstens 12 Stunden).</li>
<li><code>locale</code> speichert deine Sprache.</li>
<li>Das Einwilligungs-Cookie speichert deine Wahl für ein Jahr.</li>
</ul>
<h2>Partner-Cookies</h2>
<p>Kommst du über einen Partnerlink, speichern wir <code>stag</code> und <code>affb_id</code> für 30 Tage.</p>
<p>Deine Einwilligung kannst du jederzeit über den Cookie-Link im Footer ändern.</p>`,
  },
  'terms-and-conditions/AU': {
    title: 'Allgemeine Geschäftsbedingungen (Australien)',
    description: 'Bedingungen für Besucher mit Aufenthaltsort in Australien.',
    keywords: 'AGB, Australien, Interactive Gambling Act',
    content: `<h1>Allgemeine Geschäftsbedingungen für Australien</h1>
<p>Nach dem Interactive Gambling Act 2001 bieten wir Personen, die sich in Australien aufhalten, keine Online-Casinospiele um Echtgeld an.</p>
<h2>1. Was du tun kannst</h2>
<p>Besucher in Australien können die Website ansehen und sich über unsere Spiele und Aktionen informieren. Registrierung, Anmeldung und Echtgeldspiel sind in deinem Land nicht verfügbar.</p>
<h2>2. Reisende Spieler</h2>
<p>Hast du dein Konto außerhalb Australiens eröffnet, kannst du nicht spielen, solange du dich in Australien aufhältst. Dein Guthaben bleibt sicher, und du kannst beim Support eine Auszahlung beantragen.</p>
<h2>3. Alles Weitere</h2>
<p>In allen übrigen Fragen gelten die allgemeinen <a href="/terms-and-conditions">Allgemeinen Geschäftsbedingungen</a>.</p>`,
  },
  'terms-and-conditions/CW': {
    title: 'Allgemeine Geschäftsbedingungen (Lizenz Curaçao)',
    description: 'Bedingungen für Konten unter der Lizenz von Curaçao.',
    keywords: 'AGB, Curaçao, Lizenz, CGA',
    content: `<h1>Allgemeine Geschäftsbedingungen — Lizenz Curaçao</h1>
<p>Auf dieser Website registrierte Konten werden von {{legal_entity}} unter der Lizenz {{licence_number}} der Behörde {{licence_authority}} betrieben.</p>
<h2>1. Mindestalter</h2>
<p>Du musst mindestens 18 Jahre alt sein oder das in deinem Land gesetzlich vorgeschriebene Alter erreicht haben, wenn dieses höher ist.</p>
<h2>2. Währungen</h2>
<p>Du kannst in Fiat-Währungen und in den in der Kasse aufgeführten Kryptowährungen spielen. Krypto-Auszahlungen werden an die von dir angegebene Wallet-Adresse gesendet; an eine falsche Adresse gesendete Mittel können wir nicht zurückholen.</p>
<h2>3. Beschwerden</h2>
<p>Nicht gelöste Beschwerden können nach Abschluss unseres eigenen Verfahrens an die Curaçao Gaming Authority weitergeleitet werden.</p>
<p>In allen übrigen Fragen gelten die allgemeinen <a href="/terms-and-conditions">Allgemeinen Geschäftsbedingungen</a>.</p>`,
  },
  'terms-and-conditions/EE': {
    title: 'Allgemeine Geschäftsbedingungen (Estland)',
    description: 'Bedingungen für Konten unter der estnischen Lizenz.',
    keywords: 'AGB, Estland, Lizenz, EMTA, Alter 21',
    content: `<h1>Allgemeine Geschäftsbedingungen — estnische Lizenz</h1>
<p>Spieler mit Wohnsitz in Estland spielen bei {{legal_entity}} unter der Glücksspiellizenz {{licence_number}}, ausgestellt von der estnischen Steuer- und Zollbehörde (EMTA).</p>
<h2>1. Mindestalter</h2>
<p>Du musst mindestens 21 Jahre alt sein, um ein Konto zu eröffnen oder zu spielen.</p>
<h2>2. Identifizierung</h2>
<p>Vor deiner ersten Einzahlung prüfen wir deine Identität anhand deines persönlichen Identifikationscodes. Spieler, die im estnischen Register der gesperrten Personen eingetragen sind, können nicht spielen.</p>
<h2>3. Sitzungsdauer</h2>
<p>Die in der aktuellen Sitzung verbrachte Zeit wird stets auf dem Bildschirm angezeigt.</p>
<h2>4. Zahlungsmethoden</h2>
<p>In der Kasse werden nur die für Estland zugelassenen Zahlungsmethoden angeboten.</p>
<p>In allen übrigen Fragen gelten die allgemeinen <a href="/terms-and-conditions">Allgemeinen Geschäftsbedingungen</a>.</p>`,
  },
  'general-rules': {
    title: 'Allgemeine Regeln',
    description: 'Regeln für jedes Spiel, jeden Einsatz und jeden Bonus bei {{brand}}.',
    keywords: 'Regeln, Spiele, Einsätze, Fehlfunktion, Bonus',
    content: `<h1>Allgemeine Regeln</h1>
<h2>1. Einsätze</h2>
<p>Ein Einsatz gilt als angenommen, sobald das Spiel ihn als platziert anzeigt und der Betrag von deinem Guthaben abgebucht ist. Einsätze werden vom Server des Spieleanbieters abgerechnet; im Zweifel entscheidet dessen Aufzeichnung.</p>
<h2>2. Unterbrochene Spiele</h2>
<p>Bricht deine Verbindung ab, läuft die Runde auf dem Server des Anbieters weiter. Öffne das Spiel erneut, um das Ergebnis zu sehen; nicht beendete Runden werden innerhalb von 24 Stunden automatisch abgeschlossen.</p>
<h2>3. Fehlfunktionen</h2>
<p>Eine Fehlfunktion von Software oder Hardware macht alle betroffenen Einsätze und Gewinne ungültig. Der Einsatz einer ungültigen Wette wird erstattet.</p>
<h2>4. Spielen mit Bonus</h2>
<p>Solange ein Bonus aktiv ist, beträgt der höchste Einzeleinsatz 5 EUR oder den Gegenwert in deiner Währung. Echtgeld wird immer vor Bonusgeld eingesetzt.</p>
<h2>5. Währung</h2>
<p>Jede Wallet hat eine Währung. Ein Spiel, das die Währung deiner Wallet nicht unterstützt, kann damit nicht um Echtgeld gespielt werden.</p>
<h2>6. Demospiel</h2>
<p>Demospiele verwenden Spielgeld ohne Wert und können sich in Funktionen wie Jackpots vom Echtgeldspiel unterscheiden.</p>`,
  },
  'responsible-gaming/AU': {
    title: 'Verantwortungsvolles Spielen (Australien)',
    description: 'Hilfe und Unterstützung für Menschen in Australien.',
    keywords: 'verantwortungsvolles Spielen, Australien, Gambling Help Online, BetStop',
    content: `<h1>Verantwortungsvolles Spielen — Australien</h1>
<p>Casinospiele um Echtgeld werden in Australien nicht angeboten. Wenn du dir wegen deines Glücksspiels bei einem beliebigen Anbieter Sorgen machst, bekommst du rund um die Uhr kostenlose Hilfe.</p>
<ul>
<li><strong>Gambling Help Online</strong>: 1800 858 858, gamblinghelponline.org.au</li>
<li><strong>BetStop</strong>, das nationale Selbstausschlussregister: betstop.gov.au</li>
</ul>
<p>Glücksspiel ist in Australien erst ab 18 Jahren erlaubt.</p>`,
  },
  'responsible-gaming/CW': {
    title: 'Verantwortungsvolles Spielen (Lizenz Curaçao)',
    description: 'Verantwortungsvolles Spielen unter der Lizenz von Curaçao.',
    keywords: 'verantwortungsvolles Spielen, Curaçao, Limits, Selbstausschluss',
    content: `<h1>Verantwortungsvolles Spielen — Lizenz Curaçao</h1>
<p>Spielen ist erst ab 18 Jahren erlaubt. Alle auf unserer Seite <a href="/responsible-gaming">Verantwortungsvolles Spielen</a> beschriebenen Werkzeuge stehen zur Verfügung: Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits, Spielpausen von 24 Stunden bis 6 Wochen und Selbstausschluss von 6 Monaten bis dauerhaft.</p>
<p>Ein Selbstausschluss gilt für alle Websites, die unter unserer Lizenz von Curaçao betrieben werden.</p>`,
  },
  'responsible-gaming/EE': {
    title: 'Verantwortungsvolles Spielen (Estland)',
    description: 'Verantwortungsvolles Spielen für Spieler unter der estnischen Lizenz.',
    keywords: 'verantwortungsvolles Spielen, Estland, Alter 21, Register gesperrter Personen',
    content: `<h1>Verantwortungsvolles Spielen — Estland</h1>
<p>Um unter der estnischen Lizenz zu spielen, musst du mindestens <strong>21 Jahre alt</strong> sein.</p>
<p>Neben unseren eigenen Limits, Spielpausen und dem Selbstausschluss kannst du dich bei der estnischen Steuer- und Zollbehörde als gesperrte Person eintragen lassen. Eingetragene Personen können bei keinem estnischen Lizenznehmer spielen.</p>
<p>Deine Sitzungsdauer wird während des Spiels auf dem Bildschirm angezeigt. Hilfe auf Estnisch bietet die estnische Beratungsstelle für Glücksspielsucht (Hasartmängusõltuvuse Nõustamise Keskus).</p>`,
  },
};

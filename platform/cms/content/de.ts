import type { PageText } from './types.ts';

/** German texts of the key static pages; pages missing here fall back to English. */
export const DE: Record<string, PageText> = {
  'privacy-policy': {
    title: 'Datenschutzerklärung',
    description: 'Wie {{brand}} Ihre personenbezogenen Daten erhebt, nutzt und schützt.',
    keywords: 'Datenschutz, personenbezogene Daten, DSGVO',
    content: `<h1>Datenschutzerklärung</h1>
<p>Diese Erklärung beschreibt, welche personenbezogenen Daten wir verarbeiten, wenn Sie {{brand}} besuchen oder dort spielen, wozu wir sie brauchen und welche Rechte Sie haben.</p>
<h2>1. Welche Daten wir erheben</h2>
<ul>
<li><strong>Kontodaten:</strong> E-Mail-Adresse, Spitzname, Passwort (nur als gesalzener Hash gespeichert), Währung und Sprache.</li>
<li><strong>Identitätsdaten:</strong> Vor- und Nachname, Geburtsdatum, Anschrift, Postleitzahl, Land und Mobilnummer, die das Gesetz vor Ein- und Auszahlungen verlangt.</li>
<li><strong>Verifizierungsdokumente</strong>, mit denen wir Identität, Alter und Herkunft der Mittel prüfen.</li>
<li><strong>Transaktionsdaten:</strong> Einzahlungen, Auszahlungen, Einsätze, Gewinne, Boni und Limits.</li>
<li><strong>Technische Daten:</strong> IP-Adresse, ungefähres Land, Gerät, Browser und Sitzungszeiten.</li>
</ul>
<h2>2. Wozu wir sie nutzen</h2>
<p>Zur Führung Ihres Kontos, zur Auszahlung von Gewinnen, zur Erfüllung der Pflichten gegen Geldwäsche und zur Altersprüfung, zum Schutz vor Betrug, für Werkzeuge des verantwortungsvollen Spielens und – nur mit Ihrer Einwilligung – für Werbung.</p>
<h2>3. Weitergabe</h2>
<p>Wir geben Daten nur an Zahlungsdienstleister, Verifizierungsdienste, Spieleanbieter (nur eine pseudonyme Spieler-ID) und Behörden weiter, wenn das Gesetz es verlangt. Wir verkaufen keine Daten.</p>
<h2>4. Speicherdauer</h2>
<p>Konto- und Transaktionsdaten bewahren wir nach Kontoschließung fünf Jahre auf, wie es das Geldwäschegesetz verlangt. Technische Protokolle löschen wir nach 90 Tagen.</p>
<h2>5. Ihre Rechte</h2>
<p>Sie können Auskunft, Berichtigung oder Löschung verlangen, der Nutzung widersprechen und Ihre Einwilligung in Werbung jederzeit im Profil unter Abonnements widerrufen. Schreiben Sie an privacy@casino.localhost oder wenden Sie sich an Ihre Datenschutzbehörde.</p>`,
  },
  'terms-and-conditions': {
    title: 'Allgemeine Geschäftsbedingungen',
    description: 'Die Vereinbarung zwischen Ihnen und {{brand}} für Konto und Spiel.',
    keywords: 'AGB, Bedingungen, Konto, Auszahlungen',
    content: `<h1>Allgemeine Geschäftsbedingungen</h1>
<p>Diese Bedingungen bilden die Vereinbarung zwischen Ihnen und {{legal_entity}}, der {{brand}} unter der Lizenz {{licence_number}} der Behörde {{licence_authority}} betreibt. Mit der Kontoeröffnung stimmen Sie ihnen zu.</p>
<h2>1. Teilnahmeberechtigung</h2>
<p>Sie müssen mindestens 18 Jahre alt sein oder älter, wenn das Recht Ihres Landes es verlangt, und Glücksspiel muss an Ihrem Aufenthaltsort erlaubt sein. Spieler aus gesperrten Ländern, darunter Australien, die USA, das Vereinigte Königreich und Frankreich, werden nicht angenommen.</p>
<h2>2. Ihr Konto</h2>
<p>Jede Person darf nur ein Konto führen. Ihre Angaben müssen wahr und vollständig sein; wir können jederzeit Nachweise verlangen. Halten Sie Ihr Passwort geheim.</p>
<h2>3. Ein- und Auszahlungen</h2>
<p>Einzahlungen müssen von Zahlungsmitteln auf Ihren eigenen Namen stammen. Auszahlungen gehen nach Möglichkeit an dieselbe Zahlungsmethode zurück. Vor der ersten Auszahlung kann eine Verifizierung nötig sein.</p>
<h2>4. Boni</h2>
<p>Jeder Bonus hat eigene Umsatzbedingungen und eine Gültigkeit, die Sie im Profil unter Geschenke sehen. Bonusgeld ist erst nach Erfüllung der Umsatzbedingungen auszahlbar.</p>
<h2>5. Spiele</h2>
<p>Eine Fehlfunktion macht alle betroffenen Einsätze und Gewinne ungültig. Es gelten zusätzlich die <a href="/general-rules">Allgemeinen Regeln</a>.</p>
<h2>6. Verantwortungsvolles Spielen</h2>
<p>Wir bieten Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits, Spielpausen und Selbstausschluss an. Siehe <a href="/responsible-gaming">Verantwortungsvolles Spielen</a>.</p>
<h2>7. Beschwerden</h2>
<p>Wenden Sie sich zuerst an den Support. Können wir Ihre Beschwerde nicht binnen 14 Tagen lösen, können Sie sich an die im Footer genannte Aufsichtsbehörde wenden.</p>`,
  },
  'responsible-gaming': {
    title: 'Verantwortungsvolles Spielen',
    description: 'Werkzeuge und Hilfe: Limits, Spielpause und Selbstausschluss.',
    keywords: 'verantwortungsvolles Spielen, Limits, Selbstausschluss, Hilfe',
    content: `<h1>Verantwortungsvolles Spielen</h1>
<p>Glücksspiel soll unterhalten und ist keine Einnahmequelle. Spielen ist erst ab 18 Jahren erlaubt (in Estland ab 21). Wir prüfen das Alter jedes Spielers.</p>
<h2>Limits setzen</h2>
<p>Im Profil unter <a href="/profile/limits">Limits</a> können Sie festlegen:</p>
<ul>
<li><strong>Einzahlungslimit</strong> – höchstens so viel Einzahlung pro Tag, Woche oder Monat.</li>
<li><strong>Verlustlimit</strong> – höchstens so viel Verlust pro Zeitraum.</li>
<li><strong>Einsatzlimit</strong> – höchstens so viel Einsatz pro Zeitraum.</li>
<li><strong>Sitzungslimit</strong> – so lange dauert eine Spielsitzung höchstens.</li>
</ul>
<p>Ein niedrigeres Limit gilt sofort. Eine Erhöhung oder Aufhebung wird erst nach einer Wartezeit und Ihrer Bestätigung per E-Mail wirksam.</p>
<h2>Pause einlegen</h2>
<p><strong>Spielpause</strong>: Ihr Konto wird für 24 Stunden bis 6 Wochen gesperrt und lässt sich vorher nicht entsperren.</p>
<p><strong>Selbstausschluss</strong>: Ihr Konto wird für 6 Monate, 1 Jahr, 5 Jahre oder dauerhaft gesperrt. Sie erhalten keine Werbung und können kein neues Konto eröffnen.</p>
<h2>Hilfe</h2>
<p>Kostenlose und vertrauliche Hilfe bieten die Anonymen Spieler (anonyme-spieler.org) und die BZgA-Beratung unter 0800 1 37 27 00. Unser Support richtet Limits oder einen Selbstausschluss jederzeit für Sie ein.</p>`,
  },
  promotions: {
    title: 'Aktionen',
    description: 'Willkommenspaket, wöchentlicher Reload, Turniere, Treueshop und Bonusrad.',
    keywords: 'Aktionen, Bonus, Willkommenspaket, Turniere, Freispiele',
    content: `<h1>Aktionen</h1>
<h2>Willkommenspaket</h2>
<p>Bis zu 1.500 EUR und 150 Freispiele auf Ihre ersten vier Einzahlungen: 100 % auf die erste, 75 % auf die zweite und je 50 % auf die dritte und vierte. Mindesteinzahlung 20 EUR, Umsatz 40-fach des Bonus.</p>
<h2>Wöchentlicher Reload</h2>
<p>Jeden Freitag 50 % bis 200 EUR und 50 Freispiele ab einer Einzahlung von 30 EUR.</p>
<h2>Turniere</h2>
<p>Jede Woche Slot- und Live-Turniere mit Preispools. Siehe <a href="/tournaments">Turniere</a>.</p>
<h2>Treueshop</h2>
<p>Jeder Einsatz bringt Treuepunkte, die Sie im <a href="/rocket-mart">Treueshop</a> gegen Geld, Freispiele oder Sonderprämien tauschen.</p>
<p>Es gelten die allgemeinen Bonusbedingungen in den <a href="/terms-and-conditions">AGB</a>.</p>`,
  },
  'cookie-policy': {
    title: 'Cookie-Richtlinie',
    description: 'Welche Cookies {{brand}} setzt und wie Sie sie steuern.',
    keywords: 'Cookies, Einwilligung',
    content: `<h1>Cookie-Richtlinie</h1>
<p>Cookies sind kleine Textdateien, die Ihr Browser für eine Website speichert. Wir setzen so wenige wie möglich.</p>
<h2>Notwendige Cookies</h2>
<ul>
<li><code>ck_session</code> hält Sie angemeldet (30 Minuten ohne Aktivität, höchstens 12 Stunden).</li>
<li><code>locale</code> speichert Ihre Sprache.</li>
<li>Das Einwilligungs-Cookie speichert Ihre Wahl für ein Jahr.</li>
</ul>
<h2>Partner-Cookies</h2>
<p>Kommen Sie über einen Partnerlink, speichern wir <code>stag</code> und <code>affb_id</code> für 30 Tage.</p>
<p>Ihre Einwilligung können Sie jederzeit über den Cookie-Link im Footer ändern.</p>`,
  },
};

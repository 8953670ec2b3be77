import type { SalesPage } from '../types.ts';

// A practical 10-point guide, then when a professional check makes sense.
export const fakeProfilErkennen: SalesPage = {
  slug: 'fake-profil-erkennen',
  service: 'fake-profile',
  serviceKey: 'fake-profile',
  navTitle: 'Fake-Profil erkennen',
  seo: {
    title: 'Fake-Profil erkennen: 10 Punkte für Ihren Selbsttest',
    description:
      'Fake-Profil erkennen in 10 Punkten: Fotos, Profilangaben, Schreibstil und Geldbitten selbst prüfen. Mit Schnelltest und Hinweis, wann ein Profil-Check hilft.',
    keywords: [
      'Fake-Profil erkennen',
      'Fake-Profil Anzeichen',
      'Fake-Profil-Checkliste',
      'gefälschtes Profil erkennen',
      'Liebesbetrug erkennen',
      'Bildrückwärtssuche',
    ],
  },
  hero: {
    eyebrow: 'Ratgeber in 10 Punkten',
    title: 'Fake-Profil erkennen: zehn Punkte, die Sie selbst prüfen können',
    subtitle:
      'Sie brauchen keine Technikkenntnisse, nur etwas Zeit und einen ruhigen Moment. Gehen Sie die Punkte der Reihe nach durch. Bleiben danach Zweifel, prüfen unsere Spezialistinnen und Spezialisten das Profil für Sie.',
    buttonText: 'Profil-Check starten',
  },
  sections: [
    {
      heading: 'Bevor Sie anfangen',
      paragraphs: [
        'Zweifel an einem Menschen, den man mag, sind unangenehm. Viele schieben sie deshalb beiseite. Dabei ist Nachprüfen kein Vertrauensbruch: Wer ehrlich ist, hat von einem prüfenden Blick nichts zu befürchten. Nehmen Sie sich für die folgenden zehn Punkte eine halbe Stunde Zeit, am besten an einem Computer oder Tablet. Legen Sie Papier und Stift bereit und notieren Sie bei jedem Punkt kurz, was Sie gefunden haben.',
        'Die Punkte sind auf die häufigste Gefahr ausgerichtet: Romance-Scam, im Deutschen Liebesbetrug genannt. Dabei spielt jemand Zuneigung vor, weil er es auf Ihr Erspartes oder Ihre Daten abgesehen hat. Ein einzelner Punkt beweist nichts. Erst wenn mehrere zusammenkommen, ergibt sich ein Bild. Prüfen Sie die Angaben selbst, statt die Person danach zu fragen. Wer täuscht, hat auf jede Nachfrage eine passende Geschichte parat.',
      ],
    },
    {
      heading: 'Punkte 1 bis 3: Fotos und Profilangaben',
      paragraphs: [
        '1. Die Fotos. Machen Sie ein Bildschirmfoto eines Profilbilds, schneiden Sie es auf das Bild zu und laden Sie ihn bei Google Lens, Bing oder TinEye hoch. Erscheint die Aufnahme unter fremdem Namen, auf einer Modelseite oder in einem Warnforum, sollten Sie hellhörig werden. Prüfen Sie möglichst mehrere Bilder, denn Betrüger mischen gern bekannte mit weniger verbreiteten Aufnahmen.',
        '2. Das Alter des Profils. Ein Konto, das erst wenige Wochen alt ist, kaum Beiträge hat und nur wenige oder zufällig wirkende Kontakte, verdient einen zweiten Blick. Echte Menschen hinterlassen über Jahre Spuren: Geburtstagsgrüße, Fotos mit Freunden, Kommentare von Verwandten. Fehlt all das völlig, fragen Sie sich, warum jemand mit einem so bewegten Leben im Netz kaum sichtbar ist.',
        '3. Die Angaben. Passen Beruf, Wohnort, Alter und Ausdrucksweise zusammen? Ein angeblicher Chirurg aus Hamburg, der nie eine Einzelheit aus dem Klinikalltag erzählt, wirft Fragen auf. Suchen Sie Namen und Arbeitgeber in einer Suchmaschine. Schauen Sie auch, ob sich Angaben im Laufe der Zeit verändern, etwa das Alter der Kinder oder der Ort, an dem die Person gerade arbeitet.',
      ],
    },
    {
      heading: 'Punkte 4 bis 6: Wie die Person schreibt',
      paragraphs: [
        '4. Das Tempo. Liebeserklärungen nach wenigen Tagen, Kosenamen von Anfang an und Zukunftspläne, bevor man sich je gesehen hat: Das ist typisch für Betrugsprofile. So soll eine starke Bindung entstehen, bevor Zweifel aufkommen. Echte Zuneigung wächst in der Regel langsamer und lässt Ihnen Zeit. Achten Sie auch darauf, ob lange Nachrichten wie kopiert wirken und kaum auf Ihre Fragen eingehen.',
        '5. Kein Treffen, kein Videoanruf. Wenn jeder vereinbarte Videoanruf platzt – mal ist die Kamera defekt, mal das Netz zu schwach, mal kommt ein Dienst dazwischen –, ist das kein Zufall mehr. 6. Der Wechsel des Kanals. Kurz nach dem Kennenlernen soll das Gespräch in einem Messenger wie WhatsApp oder Telegram weiterlaufen, angeblich, weil die Person die App bald löscht. Dort greifen die Schutzmechanismen der ursprünglichen Plattform nicht mehr.',
      ],
    },
    {
      heading: 'Punkte 7 bis 10: Geld, Daten und Geheimhaltung',
      paragraphs: [
        '7. Die Notlage. Plötzlich gibt es ein Problem: ein Unfall, ein festgehaltenes Paket beim Zoll, gesperrte Konten im Ausland, eine Krankenhausrechnung. Die Geschichte ist dramatisch und drängt zur Eile. 8. Die Bitte um Geld. Sie kommt oft indirekt, etwa als „Ich weiß nicht mehr weiter“. Verlangt werden meist Überweisungen an Dritte, Gutscheinkarten, Bargeld per Kurier oder Kryptowährung – Wege, die sich kaum zurückverfolgen lassen.',
        '9. Die Frage nach Daten. Wer eine Kopie Ihres Ausweises, ein Foto Ihrer Bankkarte oder einen Bestätigungscode aus einer SMS möchte, will damit in der Regel etwas in Ihrem Namen tun. Geben Sie solche Daten nicht heraus. 10. Die Geheimhaltung. Die Person bittet Sie, niemandem von der Beziehung oder dem Geld zu erzählen, oder redet Ihnen Misstrauen gegenüber Familie und Bank ein. Das soll Sie von Hilfe fernhalten.',
        'Zählen Sie am Ende zusammen. Treffen ein oder zwei Punkte zu, bleiben Sie aufmerksam. Ab drei Punkten, besonders wenn Punkt 7, 8 oder 9 dabei ist, sollten Sie vorerst nichts bezahlen und mit einer Vertrauensperson sprechen. Erzählen Sie ihr die Geschichte so, wie Sie sie erlebt haben, und zeigen Sie die Nachrichten. Jemand, der nicht verliebt ist, bemerkt Widersprüche oft schneller.',
      ],
    },
    {
      heading: 'Wann eine professionelle Prüfung sinnvoll ist',
      paragraphs: [
        'Die Selbstprüfung hat Grenzen. Nicht jedes gestohlene Foto findet sich über eine einfache Suche; manche Bilder sind gespiegelt, beschnitten oder nur auf wenig bekannten Seiten veröffentlicht. Auch Telefonnummern, Benutzernamen und wiederkehrende Textbausteine lassen sich ohne Übung schwer einordnen. Unser Team nutzt mehrere Suchmaschinen, durchsucht Foren und Warnseiten und setzt die Funde zu einem Gesamtbild zusammen – von Hand, nicht automatisiert.',
        'Ein Profil-Check lohnt sich vor allem, wenn Sie zwischen Vertrauen und Zweifel schwanken, wenn eine Geldbitte im Raum steht oder wenn Angehörige Sie warnen und Sie eine unabhängige Meinung möchten. Absolute Sicherheit kann niemand bieten, wohl aber eine sorgfältig begründete Einschätzung. Der Profil-Check kostet 39 € inkl. MwSt. Den Link zu Ihrem Ergebnisbericht erhalten Sie in der Regel ein bis zwei Tage, nachdem Zahlung und alle Angaben vorliegen, per E-Mail. Bleibt die Suche ohne Treffer, ist Ihre nächste Prüfung kostenlos.',
      ],
    },
  ],
  selfCheck: {
    title: 'Schnelltest: Ihre zehn Punkte auf einen Blick',
    intro:
      'Beantworten Sie jede Frage mit Ja oder Nein. Jedes Ja ist ein Hinweis, kein Urteil. Ab drei Ja-Antworten sollten Sie nichts mehr zahlen, bis der Kontakt geklärt ist.',
    items: [
      'Taucht eines der Fotos anderswo unter einem anderen Namen auf?',
      'Ist das Profil neu, leer oder auffällig kontaktarm?',
      'Widersprechen sich Beruf, Wohnort oder Alter in Profil und Chat?',
      'Wurde sehr früh von Liebe oder einer gemeinsamen Zukunft gesprochen?',
      'Ist bisher jeder Videoanruf und jedes Treffen ausgefallen?',
      'Sollten Sie die Plattform rasch verlassen und woanders weiterschreiben?',
      'Gab es eine plötzliche Notlage mit Zeitdruck?',
      'Wurden Sie um Geld, Gutscheinkarten oder Kryptowährung gebeten?',
      'Wollte die Person Ausweis, Bankdaten oder SMS-Codes von Ihnen?',
      'Sollen Sie die Beziehung oder Zahlungen vor anderen geheim halten?',
    ],
  },
  nextSteps: {
    title: 'So gehen Sie nach dem Test vor',
    items: [
      'Halten Sie schriftlich fest, welche der zehn Punkte zutreffen, und legen Sie Bildschirmfotos dazu.',
      'Senden Sie weder Geld noch Dokumente, solange auch nur eine Frage offen ist.',
      'Schlagen Sie einen kurzen Videoanruf zu einem festen Termin vor und achten Sie auf die Reaktion.',
      'Sprechen Sie mit einer Person Ihres Vertrauens und zeigen Sie ihr die Nachrichten.',
      'Bleiben Zweifel, beauftragen Sie unseren Profil-Check; bestätigt sich der Verdacht, melden und blockieren Sie das Konto.',
      'Wurde schon Geld überwiesen, melden Sie sich umgehend bei Ihrer Bank und erstatten Sie danach Anzeige.',
    ],
  },
};

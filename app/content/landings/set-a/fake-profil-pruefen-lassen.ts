import type { LandingConfig } from '../../types.ts';

export const fakeProfilPruefenLassen: LandingConfig = {
  slug: 'fake-profil-pruefen-lassen',
  category: 'fake-profile',
  service: 'fake-profil-pruefung',
  seo: {
    title: 'Fake-Profil prüfen lassen: Ablauf, Preis, Ergebnis',
    description:
      'So läuft ein Profil-Check bei Echtcheck ab: was Sie angeben, was unser Team von Hand prüft, was Ihr Ergebnis enthält. 39 € inkl. MwSt. pro Person.',
    keywords: [
      'fake profil prüfen lassen',
      'profil überprüfen lassen',
      'profil check ablauf',
      'fake profil überprüfung',
      'dating profil prüfen lassen',
      'profil-check kosten',
    ],
  },
  hero: {
    title: 'Fake-Profil prüfen lassen: so läuft es ab',
    subtitle:
      'Sie schildern Ihren Verdacht, unsere Spezialistinnen und Spezialisten recherchieren von Hand in öffentlichen Quellen, und Sie erhalten das Ergebnis per E-Mail, meist innerhalb von 24 bis 48 Stunden.',
    guarantee: 'Ohne Treffer keine Erstattung, dafür ist die nächste Prüfung kostenlos.',
    buttonText: 'Prüfung starten',
  },
  article: {
    title: 'Was bei einem Profil-Check passiert',
    subtitle: 'Ablauf, Ihre Angaben, das Ergebnis und seine Grenzen',
    text: `Die Buchung dauert wenige Minuten und läuft in sechs Schritten ab. Zuerst geben Sie Ihren Namen und Ihre E-Mail-Adresse an. Dann beschreiben Sie die zu prüfende Person, laden Bilder oder Dokumente hoch und schildern, warum Sie misstrauisch geworden sind. Im fünften Schritt bestätigen Sie unter anderem Ihr berechtigtes Interesse und die AGB und verlangen ausdrücklich, dass wir vor Ablauf der Widerrufsfrist beginnen; im sechsten sehen Sie eine Zusammenfassung und bezahlen über unseren Zahlungsdienstleister Stripe. Die Rechnung kommt innerhalb weniger Minuten per E-Mail. Danach beginnt unser Team mit der Prüfung; das Ergebnis folgt gewöhnlich 24 bis 48 Stunden nach Zahlung und vollständigen Angaben.

Für eine gute Prüfung brauchen wir mindestens den Namen oder Benutzernamen, die Plattform, auf der Sie die Person kennengelernt haben, die vorhandenen Profilbilder und den Grund für Ihren Verdacht. Sehr hilfreich sind außerdem alle Fotos, die Sie erhalten haben, der Link zum Profil, eine Telefonnummer oder E-Mail-Adresse und Auszüge aus dem Chat. Dateien laden Sie als JPG, PNG, PDF, TXT oder DOCX hoch, bis 50 MB pro Datei. Je mehr Anhaltspunkte wir haben, desto mehr Spuren lassen sich verfolgen. Was nur Sie selbst betrifft, dürfen Sie gern schwärzen.

Die Prüfung übernehmen Menschen. Unser Team recherchiert von Hand: Wir führen mit mehreren Diensten Bildrückwärtssuchen nach identischen und bearbeiteten Kopien der Bilder durch, suchen Namen, Benutzernamen, Nummern und Adressen in öffentlichen Quellen, prüfen Angaben zu Beruf und Wohnort auf Plausibilität und vergleichen die Geschichte mit bekannten Mustern. Dazu gehört vor allem der Liebesbetrug, international Romance-Scam genannt: Eine vorgetäuschte Beziehung soll Sie dazu bringen, Geld zu schicken. In komplexen Fällen, etwa bei vielen Bildern oder mehreren Plattformen, kann die Prüfung bis zu 72 Stunden dauern.

Ihr Ergebnis erhalten Sie als verständlich geschriebenen Ergebnisbericht: Die Ergebnis-E-Mail enthält einen Link zu Ihrer persönlichen Statusseite, auf der Sie den Ergebnisbericht herunterladen. Er nennt jeden Treffer, also jede öffentliche Fundstelle, mit Link, Funddatum und Bildschirmfoto, etwa wenn ein Foto unter einem anderen Namen auftaucht, und jeden Rechercheschritt mit Datum und den durchsuchten Quellen. Er zeigt, welche Angaben der Person sich bestätigen ließen und wo es Widersprüche gibt, und er enthält unsere Gesamteinschätzung sowie Empfehlungen für Ihre nächsten Schritte. Angaben zu Vorstrafen nehmen wir grundsätzlich nicht auf. Bleibt die Prüfung ohne Treffer, gibt es keine Erstattung, aber Ihre nächste Prüfung ist kostenlos.

Ebenso wichtig sind die Grenzen. Wir sehen nur, was öffentlich im Internet steht: keine privaten Konten, keine fremden Nachrichten, keine Daten von Plattformen oder Behörden. Wir setzen keine Gesichtserkennung ein, und keine Prüfung bietet absolute Gewissheit. Wir können kein Geld zurückholen und ersetzen weder die Polizei noch eine Rechtsberatung. Buchen können nur Volljährige, für eine Person pro Auftrag und mit berechtigtem Interesse, etwa zum Schutz vor Betrug. Ihre Falldaten löschen wir 30 Tage nach Abschluss; sie liegen auf Servern in Deutschland. Welche Nachweise länger bleiben (Bestätigungen und Bearbeitungsprotokoll 3 Jahre, die Rechnung 8 Jahre), nennt unsere Datenschutzerklärung.

Während die Prüfung läuft, müssen Sie nichts weiter tun, sollten aber vorsichtig bleiben. Senden Sie kein Geld und keine Dokumente, auch wenn die Person drängt. Sie müssen den Kontakt weder abbrechen noch ankündigen, dass Sie ihn prüfen lassen. Sichern Sie weiterhin neue Nachrichten und Bilder. Haben Sie bereits Geld überwiesen, warten Sie nicht auf unser Ergebnis. Melden Sie sich noch heute bei Ihrer Bank und gehen Sie zur Polizei, um Anzeige zu erstatten. Fragen zu Ihrem Auftrag beantwortet unser Support innerhalb von 24 Stunden.`,
  },
  categories: [
    {
      title: 'Das brauchen wir von Ihnen',
      items: [
        'Name oder Benutzername der zu prüfenden Person',
        'Plattform und, falls vorhanden, Link zum Profil',
        'Profilbilder, erhaltene Fotos und Chatauszüge',
        'Eine kurze Schilderung Ihres Verdachts',
      ],
    },
    {
      title: 'So läuft Ihr Auftrag ab',
      items: [
        'Buchung in sechs Schritten, Zahlung vor Beginn der Prüfung',
        'Rechnung per E-Mail nach wenigen Minuten',
        'Recherche von Hand in öffentlichen Quellen',
        'Ergebnis meist nach 24–48 Stunden, in komplexen Fällen bis 72',
      ],
    },
    {
      title: 'Grenzen, die wir offen nennen',
      items: [
        'Keine privaten Konten oder nicht öffentlichen Daten',
        'Keine Gesichtserkennung und keine absolute Gewissheit',
        'Keine Rückholung von Geld, keine Rechtsberatung',
        'Nur für Volljährige, eine Person pro Auftrag',
      ],
    },
  ],
  warning: {
    title: 'Wann Sie nicht auf das Ergebnis warten sollten',
    description:
      'Manche Lagen vertragen kein Abwarten. Trifft einer dieser Punkte zu, handeln Sie bitte zuerst selbst und lassen Sie das Profil danach in Ruhe prüfen.',
    left: {
      title: 'Jetzt nicht abwarten',
      items: [
        'Sie haben in den letzten Tagen Geld überwiesen',
        'Die Person besitzt eine Kopie Ihres Ausweises',
        'Sie sollen ein Paket oder Geld weiterleiten',
        'Man droht, private Bilder zu veröffentlichen',
      ],
    },
    right: {
      title: 'Das hilft sofort',
      items: [
        'Bank anrufen und Zahlungen stoppen lassen',
        'Anzeige bei der Polizei erstatten',
        'Passwörter ändern, Zwei-Faktor-Anmeldung einschalten',
        'Alle Nachrichten und Belege sichern',
      ],
    },
  },
};

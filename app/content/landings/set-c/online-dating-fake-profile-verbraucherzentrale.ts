import type { LandingConfig } from '../../types.ts';

export const onlineDatingFakeProfileVerbraucherzentrale: LandingConfig = {
  slug: 'online-dating-fake-profile-verbraucherzentrale',
  category: 'dating-app',
  seo: {
    title: 'Fake-Profile beim Online-Dating: Tipps für Verbraucher',
    description:
      'Allgemeine Verbrauchertipps zu Fake-Profilen beim Online-Dating: Abos prüfen, bezahlte Chat-Profile erkennen, kein Geld an Online-Bekanntschaften senden.',
    keywords: [
      'online dating fake profile verbraucherzentrale',
      'fake profile dating portal',
      'verbraucherschutz online dating',
      'dating portal abo kündigen',
      'chat moderatoren dating',
      'dating betrug melden',
    ],
  },
  hero: {
    title: 'Fake-Profile beim Online-Dating: Das sollten Verbraucher wissen',
    subtitle:
      'Bezahlte Chat-Profile, lange Abos und Betrüger mit erfundener Identität: Hier finden Sie allgemeine Verbraucherhinweise für Ihren nächsten Schritt. Wir sind keine Verbraucherzentrale, prüfen aber auf Wunsch einzelne Profile für Sie.',
    guarantee: 'Kein Abo. Ohne Treffer keine Erstattung, aber die nächste Prüfung kostenlos.',
    buttonText: 'Dating-Profil prüfen lassen',
  },
  service: 'dating-verbraucherzentrale-check',
  article: {
    title: 'Fake-Profile und Dating-Betrug: allgemeine Hinweise für Verbraucher',
    subtitle: 'Welche Ratschläge sich im Verbraucherschutz bewährt haben und wie Sie sie umsetzen',
    text: 'Wer im Internet nach Fake-Profilen und der Verbraucherzentrale sucht, möchte meist wissen, ob er sich auf ein Dating-Portal oder einen bestimmten Kontakt verlassen kann. Vorweg: Echtcheck ist keine Verbraucherzentrale, arbeitet nicht mit den Verbraucherzentralen zusammen und spricht nicht in ihrem Namen. Auf dieser Seite fassen wir allgemeine Hinweise zusammen, wie sie im Verbraucherschutz üblich sind. Bei Fragen zu einem Vertrag mit einem Dating-Portal, etwa zu Kündigung, Laufzeit oder Widerruf, ist die Verbraucherzentrale in Ihrem Bundesland eine gute Anlaufstelle. Unser Angebot ist ein anderes: Wir prüfen einzelne Profile auf Anzeichen von Betrug.\n\nBei falschen Profilen im Online-Dating geht es um zwei sehr verschiedene Dinge. Zum einen gibt es Portale, auf denen bezahlte Schreiber erfundene Profile bedienen, damit Mitglieder weiter Nachrichten oder Münzen kaufen. Hinweise darauf stehen manchmal nur im Kleingedruckten, etwa unter Begriffen wie „Animation“ oder „Unterhaltungsangebot“. Zum anderen nutzen Betrüger seriöse Plattformen, um Vertrauen aufzubauen und dann Geld zu fordern. Das nennt man Romance-Scam oder Liebesbetrug. Im ersten Fall zahlen Sie für Gespräche mit einer Erfindung, im zweiten stehen womöglich Ihre Ersparnisse auf dem Spiel.\n\nVor der Anmeldung lohnt ein Blick in die AGB und ins Impressum. Wo sitzt der Anbieter? Wird erwähnt, dass Profile vom Betreiber selbst stammen? Wie verlängert sich eine Mitgliedschaft, und zu welchem Preis? Notieren Sie sich die Kündigungsfrist, sobald Sie ein Abo abschließen, und speichern Sie die Bestätigungsmail. Misstrauisch sollten Sie werden, wenn Sie viele Nachrichten von sehr attraktiven Profilen erhalten, die nie ein Treffen vereinbaren, während jede Antwort Geld kostet. Solche Gespräche drehen sich oft im Kreis, weil sie zu keinem Kennenlernen führen sollen.\n\nGegen Betrüger auf seriösen Plattformen helfen einfache Grundregeln, die allgemein als Verbraucherrat gelten. Überweisen Sie niemandem Geld, den Sie nur aus dem Internet kennen. Geben Sie keine Ausweiskopien, Kontodaten oder Zugangscodes heraus. Lassen Sie sich nicht unter Zeitdruck setzen und sprechen Sie mit einer Vertrauensperson, bevor Sie etwas entscheiden. Prüfen Sie Profilfotos mit einer Bildrückwärtssuche. Wer sich trotz wochenlangen, intensiven Schreibens nicht per Video zeigen will, hat dafür selten einen harmlosen Grund.\n\nIst bereits Geld geflossen, wenden Sie sich zuerst an Ihre Bank und an die Polizei. Melden Sie das Profil beim Portal, sichern Sie Chats als Bildschirmfotos und kündigen Sie ein ungewolltes Abo nachweisbar.\n\nWenn Sie bei einem bestimmten Kontakt unsicher sind, können unsere Spezialistinnen und Spezialisten das Profil von Hand prüfen. Sie recherchieren in öffentlichen Quellen, ob Fotos, Namen oder Texte schon anderweitig verwendet wurden, und fassen das Ergebnis verständlich zusammen. Eine solche Prüfung kostet einmalig 39 € inkl. MwSt.; ein Abonnement schließen Sie bei uns nicht ab. Die Prüfung ersetzt weder eine Rechtsberatung noch eine Anzeige.',
  },
  categories: [
    {
      title: 'Vor der Anmeldung auf einem Portal',
      items: [
        'Impressum und Sitz des Anbieters ansehen',
        'In den AGB nach Hinweisen auf Betreiberprofile suchen',
        'Laufzeit, Preis und Verlängerung des Abos notieren',
        'Bestätigungsmails und Rechnungen aufbewahren',
      ],
    },
    {
      title: 'Allgemeine Regeln gegen Dating-Betrug',
      items: [
        'Kein Geld an Menschen, die Sie nur online kennen',
        'Keine Ausweiskopien, Kontodaten oder Codes weitergeben',
        'Vor Entscheidungen mit einer Vertrauensperson sprechen',
        'Profilfotos per Bildrückwärtssuche prüfen',
      ],
    },
    {
      title: 'Wer Ihnen wobei helfen kann',
      items: [
        'Verbraucherzentrale: Fragen zu Verträgen und Abos',
        'Polizei: Anzeige bei Betrug oder Erpressung',
        'Bank: Zahlungen stoppen und Konto absichern',
        'Echtcheck: manuelle Prüfung eines einzelnen Profils',
      ],
    },
  ],
  warning: {
    title: 'Anzeichen für unechte Profile und Betrug',
    description:
      'Manche Fakes kosten Sie nur Geld für Nachrichten, andere Ihre Ersparnisse. Unter „Hinweise auf bezahlte Chat-Profile“ lesen Sie, woran Sie bezahlte Schreiber erkennen, unter „Hinweise auf Liebesbetrug“, was auf einen Romance-Scam hindeutet.',
    left: {
      title: 'Hinweise auf bezahlte Chat-Profile',
      items: [
        'Viele Zuschriften kurz nach der Anmeldung',
        'Antworten kosten Münzen oder Guthaben',
        'Treffen werden versprochen, aber nie vereinbart',
        'Telefonnummer oder E-Mail-Adresse wird nie genannt',
      ],
    },
    right: {
      title: 'Hinweise auf Liebesbetrug',
      items: [
        'Schneller Wechsel in einen privaten Messenger',
        'Große Gefühle nach wenigen Tagen',
        'Eine Notlage, die nur mit Geld zu lösen ist',
        'Bitte um Verschwiegenheit gegenüber Angehörigen',
      ],
    },
  },
};

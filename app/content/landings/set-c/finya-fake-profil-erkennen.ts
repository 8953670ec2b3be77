import type { LandingConfig } from '../../types.ts';

export const finyaFakeProfilErkennen: LandingConfig = {
  slug: 'finya-fake-profil-erkennen',
  category: 'dating-app',
  seo: {
    title: 'Finya: Fake-Profil erkennen und Maschen durchschauen',
    description:
      'Finya ist kostenlos – das nutzen auch Betrüger. Typische Fake-Maschen auf der Singlebörse, Warnzeichen in Nachrichten und wie Sie ein Profil prüfen lassen.',
    keywords: [
      'finya fake profil',
      'finya fake erkennen',
      'finya betrug',
      'finya betrüger',
      'singlebörse fake profile',
      'kostenlose singlebörse betrug',
    ],
  },
  hero: {
    title: 'Fake-Profil auf Finya? So gehen Sie dem Verdacht nach',
    subtitle:
      'Auf einer kostenlosen Singlebörse kann jeder in wenigen Minuten ein Profil anlegen. Wir zeigen, welche Maschen auf Finya häufig vorkommen, und prüfen verdächtige Kontakte von Hand.',
    guarantee: 'Ohne Treffer übernehmen wir die nächste Prüfung kostenlos.',
    buttonText: 'Finya-Profil prüfen lassen',
  },
  service: 'finya-fake-analysis',
  article: {
    title: 'So funktionieren die Maschen mit Fake-Profilen auf Finya',
    subtitle: 'Was auf einer kostenlosen deutschen Singlebörse anders ist und woran Sie Betrüger erkennen',
    text: 'Finya ist eine deutsche Singlebörse, die man kostenlos nutzen kann. Das macht sie beliebt, auch bei Menschen ab 50, die eine ernsthafte Beziehung suchen. Es bedeutet aber auch: Wer ein falsches Profil anlegen will, braucht dafür weder Kreditkarte noch Abo. Betrüger erstellen deshalb viele Profile, schreiben zahlreiche Mitglieder gleichzeitig an und warten ab, wer antwortet. Wird ein Profil gelöscht, ist das nächste schnell angelegt. Die meisten Menschen auf Finya sind echt. Trotzdem lohnt es sich, die wiederkehrenden Muster zu kennen.\n\nAuf Finya begegnen Nutzern vor allem bestimmte Figuren. Da ist der verwitwete Ingenieur, der gerade beruflich im Ausland arbeitet und dessen Tochter in einem Internat lebt. Oder die junge Frau, die gezielt deutlich ältere Männer anschreibt. Die erste Nachricht ist oft lang, schmeichelhaft und passt zu fast jedem Empfänger. Kurz darauf kommt die Bitte um Ihre E-Mail-Adresse oder Handynummer, angeblich weil man sich nur selten einloggt. Manche Profile wollen Sie auch auf fremde Seiten locken, die Geld oder Ihre Kreditkartendaten verlangen.\n\nAchten Sie beim Schreiben auf die Sprache. Holprige Sätze, plötzliche Wechsel zwischen „du“ und „Sie“ oder Formulierungen, die nach Übersetzungsprogramm klingen, passen nicht zu jemandem, der angeblich aus Hamburg oder München stammt. Verdächtig ist auch, wenn Ihre Fragen unbeantwortet bleiben und stattdessen lange Liebesbriefe kommen. Solche Texte werden oft wortgleich an viele Menschen verschickt. Setzen Sie einen auffälligen Satz in Anführungszeichen und geben Sie ihn in eine Suchmaschine ein. Taucht er in Warnforen oder Berichten über Betrug auf, ist das ein starkes Warnsignal.\n\nPrüfen Sie außerdem die Fotos mit einer Bildrückwärtssuche. Erscheinen dieselben Bilder unter einem anderen Namen bei Facebook, Instagram oder einer Fotoagentur, stammen sie sehr wahrscheinlich nicht von Ihrem Kontakt. Nutzen Sie die Meldefunktion der Plattform, wenn Ihnen etwas merkwürdig vorkommt; das Team der Singlebörse kann auffällige Konten sperren. Ziel vieler falscher Profile ist ein Romance-Scam, also Liebesbetrug: Über Wochen entsteht Vertrauen, dann folgt eine Notlage, für die plötzlich Geld gebraucht wird. Spätestens an diesem Punkt sollten Sie innehalten.\n\nWenn Sie unsicher bleiben, können Sie das Profil von unseren Spezialistinnen und Spezialisten prüfen lassen. Dafür brauchen wir den Profilnamen; hilfreich sind außerdem Bildschirmfotos der Bilder und, falls vorhanden, die E-Mail-Adresse oder Telefonnummer, die Ihr Kontakt Ihnen gegeben hat. Wir suchen von Hand in öffentlichen Quellen, ob Bilder, Texte oder Kontaktdaten schon in anderen Zusammenhängen aufgetaucht sind. Bis das Ergebnis da ist, gilt: Schicken Sie kein Geld und keine Ausweiskopie. Für 39 € inkl. MwSt. erhalten Sie in der Regel binnen 24 bis 48 Stunden eine schriftliche Einschätzung.',
  },
  categories: [
    {
      title: 'Häufige Fake-Figuren auf Finya',
      items: [
        'Verwitweter Ingenieur oder Arzt mit Auftrag im Ausland',
        'Junge Frau, die gezielt deutlich ältere Männer anschreibt',
        'Alleinerziehender Vater mit Kind im Internat',
        'Profil mit Werbelink zu einer externen Seite',
      ],
    },
    {
      title: 'Auffälligkeiten in den Nachrichten',
      items: [
        'Lange erste Nachricht, die zu jedem passen könnte',
        'Holpriges Deutsch trotz angeblich deutscher Herkunft',
        'Ihre eigenen Fragen werden übergangen',
        'Frühe Bitte um E-Mail-Adresse oder Handynummer',
      ],
    },
    {
      title: 'Was Sie für die Prüfung angeben',
      items: [
        'Profilname und Link zum Finya-Profil',
        'Bildschirmfotos der Profilbilder',
        'E-Mail-Adresse oder Nummer, falls vorhanden',
        'Kurze Beschreibung, was Ihnen verdächtig vorkommt',
      ],
    },
  ],
  warning: {
    title: 'Typische Warnzeichen auf Finya',
    description:
      'Für Betrüger heißt kostenlos vor allem: Ein neues Profil ist schnell angelegt. Diese Punkte sollten Sie aufmerksam machen, bevor Vertrauen entsteht.',
    left: {
      title: 'Am Profil erkennbar',
      items: [
        'Sehr wenige Angaben, aber auffallend schöne Fotos',
        'Wohnort in Deutschland, Arbeit angeblich im Ausland',
        'Altersangabe passt nicht zu den Bildern',
        'Profil verschwindet, der Kontakt meldet sich woanders',
      ],
    },
    right: {
      title: 'Im Verlauf des Kontakts',
      items: [
        'Liebeserklärungen, bevor Sie sich je gesehen haben',
        'Treffen werden kurzfristig immer wieder abgesagt',
        'Bitte um Geld, Gutscheinkarten oder Kontodaten',
        'Wunsch, den Kontakt vor der Familie geheim zu halten',
      ],
    },
  },
};

import type { ConversionPage } from '../types.ts';

export const identityConversion: ConversionPage = {
  slug: 'identitaetsdiebstahl-conversions',
  service: 'identitaetsdiebstahl-aufklaerung',
  serviceKey: 'identity-theft',
  navTitle: 'Identitätsdiebstahl aufklären',
  seo: {
    title: 'Identitätsdiebstahl aufklären lassen – 39 € | Echtcheck',
    description:
      'Ihre Fotos oder Ihr Name in fremden Profilen? Unser Team durchsucht öffentliche Quellen von Hand. 39 € inkl. MwSt., Ergebnisbericht meist binnen 24–48 Stunden.',
    keywords: [
      'Identitätsdiebstahl aufklären lassen',
      'kopierte Profile suchen',
      'Fotos gestohlen',
      'Identitätsdiebstahl prüfen lassen',
      'Profil mit meinen Bildern',
    ],
  },
  hero: {
    eyebrow: 'Identitätsdiebstahl-Prüfung',
    title: 'Wer gibt sich im Netz als Sie aus?',
    subtitle:
      'Wir recherchieren manuell auf öffentlich zugänglichen Seiten, wo Kopien Ihrer Bilder oder Konten mit Ihrem Namen auftauchen. Den Ergebnisbericht laden Sie über einen Link herunter, den wir Ihnen meist innerhalb von 24–48 Stunden per E-Mail schicken. Der Preis: einmalig 39 € inkl. MwSt.',
    buttonText: 'Prüfung für 39 € starten',
  },
  benefits: [
    {
      title: 'Recherche von Hand',
      text: 'Ein Mensch durchsucht Suchmaschinen, soziale Netzwerke und Dating-Seiten – mit Bildrückwärtssuche, ohne Gesichtserkennung und ohne Zugriff auf private Daten.',
    },
    {
      title: 'Fundstellen zum Weitergeben',
      text: 'Jeder Treffer mit Link, Datum und Bildschirmfoto. So können Sie falsche Profile bei der Plattform melden und Ihrer Anzeige Belege beilegen.',
    },
    {
      title: 'Fester Preis, klare Zeit',
      text: '39 € inkl. MwSt., kein Abo. Die Rechnung kommt innerhalb von Minuten, das Ergebnis meist nach 24–48 Stunden. Ohne Treffer ist Ihre nächste Prüfung kostenlos.',
    },
  ],
  body: [
    {
      heading: 'Was Sie für die Buchung bereithalten',
      paragraphs: [
        'Je genauer Ihre Angaben, desto gezielter die Suche. Hilfreich sind Ihr Name und frühere Namen, Benutzernamen, Links zu verdächtigen Profilen und die Fotos, die Sie selbst im Netz verwendet haben. Schreiben Sie kurz, was Sie misstrauisch gemacht hat. Im Bestellvorgang bestätigen Sie außerdem Ihr berechtigtes Interesse – wer den Missbrauch der eigenen Daten aufklären will, hat dafür einen nachvollziehbaren Grund.',
      ],
    },
    {
      heading: 'Was Sie heute schon tun können',
      paragraphs: [
        'Warten Sie mit wichtigen Schritten nicht auf unser Ergebnis. Sichern Sie Bildschirmfotos, melden Sie das gefälschte Konto dem Betreiber und ändern Sie das Passwort Ihres E-Mail-Postfachs. Sind Geld oder Bestellungen im Spiel, informieren Sie umgehend Ihre Bank und gehen Sie zur Polizei.',
      ],
    },
    {
      heading: 'Was wir bewusst nicht tun',
      paragraphs: [
        'Wir dringen in keine Konten ein, nutzen keine nicht öffentlichen Daten und geben keine Rechtsberatung. Wir können weder eine Löschung erzwingen noch verlorenes Geld zurückholen, und niemand kann versprechen, jede Kopie im Netz zu finden. Ihre Angaben zum Fall speichern wir in Deutschland und löschen sie 30 Tage nach Erledigung des Auftrags. Welche Nachweise länger bleiben (Bestätigungen und Bearbeitungsprotokoll 3 Jahre, die Rechnung 8 Jahre), nennt unsere Datenschutzerklärung.',
      ],
    },
  ],
  cta: {
    headline: 'Wissen, wo Ihre Bilder und Ihr Name auftauchen',
    text: 'Die Buchung dauert nur wenige Minuten. Wir melden uns mit dem Ergebnis per E-Mail, in der Regel innerhalb von 24–48 Stunden.',
    buttonText: 'Prüfung starten',
  },
};

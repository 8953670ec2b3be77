import { crossCaseText, retentionText } from './retention.ts';
import type { HomeContent } from './types.ts';

export const homeContent: HomeContent = {
  seo: {
    title: 'Echtcheck: Fake-Profile und Liebesbetrug prüfen lassen',
    description:
      'Unsicher, ob Ihr Online-Kontakt echt ist? Unser Team prüft Profile, Fotos und Identitäten sorgfältig anhand öffentlicher Quellen – Festpreis 39 € inkl. MwSt.',
    keywords: [
      'Fake-Profil prüfen',
      'Liebesbetrug erkennen',
      'Romance-Scam',
      'Bildrückwärtssuche',
      'Dating-Betrug',
      'Identitätsdiebstahl',
      'Online-Kontakt überprüfen',
    ],
  },
  hero: {
    eyebrow: 'Persönliche Prüfung von Online-Kontakten',
    title: 'Ist Ihr Online-Kontakt wirklich die Person, für die er sich ausgibt?',
    subtitle:
      'Sie haben jemanden im Internet kennengelernt, und etwas fühlt sich nicht richtig an? Unsere Spezialistinnen und Spezialisten prüfen Profil, Fotos und Angaben sorgfältig anhand öffentlicher Quellen. Sie erhalten eine verständliche Einschätzung, ohne dass wir die Person kontaktieren.',
    buttonText: 'Jetzt Profil prüfen lassen',
    trustLine: '39 € inkl. MwSt. · Ergebnis meist in 24–48 Stunden · Recherche von Hand · kein Abo',
  },
  serviceCards: [
    {
      serviceKey: 'fake-profile',
      title: 'Fake-Profil-Check',
      text: 'Wir prüfen, ob hinter einem Profil eine echte Person steht oder ob Name, Fotos und Lebenslauf nur zusammengestellt wurden.',
      href: '/fake-profil-hub',
      linkText: 'Mehr zum Fake-Profil-Check',
    },
    {
      serviceKey: 'image-check',
      title: 'Bildanalyse',
      text: 'Per Bildrückwärtssuche finden wir heraus, wo die Fotos Ihres Kontakts sonst im Netz auftauchen – zum Beispiel unter einem ganz anderen Namen.',
      href: '/fake-profile-bilder-hub',
      linkText: 'Mehr zur Bildanalyse',
    },
    {
      serviceKey: 'social-media',
      title: 'Social-Media-Check',
      text: 'Für Kontakte von Facebook, Instagram oder TikTok: Wir werten öffentlich sichtbare Spuren des Kontos aus und suchen nach kopierten Profilen.',
      href: '/fake-profil-facebook-herausfinden',
      linkText: 'Mehr zum Social-Media-Check',
    },
    {
      serviceKey: 'dating-app',
      title: 'Dating-App-Check',
      text: 'Ob Tinder, Bumble, Parship oder Lovoo: Wir prüfen Ihr Match, bevor Sie Gefühle, Zeit oder Geld in den Kontakt stecken.',
      href: '/fake-profile-erkennen-hub',
      linkText: 'Mehr zum Dating-App-Check',
    },
    {
      serviceKey: 'romance-scam',
      title: 'Romance-Scam-Check',
      text: 'Beim Romance-Scam, auf Deutsch Liebesbetrug, wird eine Beziehung nur vorgespielt, um später Geld zu fordern. Wir prüfen, ob Ihr Kontakt in dieses Muster passt.',
      href: '/love-scammer-hub',
      linkText: 'Mehr zum Romance-Scam-Check',
    },
    {
      serviceKey: 'identity-theft',
      title: 'Identitätsdiebstahl-Check',
      text: 'Jemand nutzt Ihren Namen oder Ihre Bilder? Wir suchen öffentlich auffindbare Profile und Einträge, die Ihre Identität missbrauchen.',
      href: '/identitaetsdiebstahl',
      linkText: 'Mehr zum Identitätsdiebstahl-Check',
    },
  ],
  sections: [
    {
      heading: 'Für wen Echtcheck da ist',
      paragraphs: [
        'Die meisten Menschen, die sich an uns wenden, haben über eine Dating-App, ein soziales Netzwerk oder einen Messenger jemanden kennengelernt. Oft besteht der Kontakt seit Wochen, es gibt liebevolle Nachrichten – und dann kleine Widersprüche, die nicht mehr aus dem Kopf gehen.',
        'Für solche Zweifel muss sich niemand schämen. Betrüger gehen planmäßig vor und nutzen Geschichten, mit denen sie schon viele Menschen getäuscht haben. Ein nüchterner Blick von außen hilft, wieder klar zu sehen, ganz gleich, wie die Antwort ausfällt.',
      ],
    },
    {
      heading: 'Was wir prüfen – und was nicht',
      paragraphs: [
        'Wir recherchieren in öffentlich zugänglichen Quellen: in Suchmaschinen, frei sichtbaren Profilen, Firmen- und Branchenverzeichnissen, Presseberichten und Warnungen vor bekannten Betrugsmaschen. Die Fotos geben wir in Bildrückwärtssuchen ein und suchen nach identischen Kopien und bearbeiteten Fassungen. Außerdem prüfen wir, ob Name, Beruf und Wohnort zueinander passen.',
        'Private Konten oder nicht öffentliche Daten sind für uns tabu, Gesichtserkennung setzen wir nicht ein, und polizeiliche Befugnisse haben wir nicht. Volle Gewissheit kann niemand versprechen. Sie bekommen aber eine nachvollziehbare Einschätzung mit den Fundstellen, auf die sie sich stützt.',
      ],
    },
    {
      heading: 'Was Sie jetzt schon selbst tun können',
      paragraphs: [
        'Solange Zweifel bestehen, überweisen Sie bitte kein Geld und schicken Sie keine Ausweiskopien – auch nicht für angebliche Zollgebühren, Flugtickets oder Krankenhausrechnungen. Sichern Sie Profilnamen, Fotos und Chatverläufe als Bildschirmfotos, bevor ein Profil verschwindet.',
        'Wurde schon Geld überwiesen, verständigen Sie sofort Ihre Bank und gehen Sie zur Polizei, um den Vorfall anzuzeigen. Das verdächtige Profil melden Sie außerdem der Plattform und blockieren es anschließend.',
      ],
    },
    {
      heading: 'So gehen wir mit Ihren Daten um',
      paragraphs: [
        `Was Sie uns über sich und die zu prüfende Person mitteilen, nutzen wir für Ihren Auftrag und für den Abgleich mit unseren anderen Aufträgen. ${crossCaseText} Unsere Server stehen in Deutschland. ${retentionText}`,
        'Einen Auftrag nehmen wir nur bei berechtigtem Interesse an, etwa wenn Sie befürchten, betrogen zu werden. Bloße Neugier oder das Ausforschen eines früheren Partners gehören ausdrücklich nicht dazu.',
      ],
    },
  ],
};

import type { HubPage } from '../types.ts';

// Facebook, Instagram and other social media
export const fakeProfilFacebookHerausfinden: HubPage = {
  slug: 'fake-profil-facebook-herausfinden',
  service: 'fake-profil-facebook-herausfinden',
  serviceKey: 'social-media',
  navTitle: 'Social-Media-Check',
  seo: {
    title: 'Fake-Profil auf Facebook oder Instagram herausfinden',
    description:
      'Ist das Facebook- oder Instagram-Profil echt? Kontoalter, Freunde, Aktivität und geklonte Konten prüfen – mit Hilfe bei Betrug über den Messenger.',
    keywords: [
      'Fake-Profil Facebook herausfinden',
      'Instagram Fake-Profil erkennen',
      'geklontes Facebook-Konto',
      'Messenger Betrug',
      'Social-Media-Check',
      'falsches Profil melden',
    ],
  },
  hero: {
    title: 'Fake-Profil auf Facebook und Instagram herausfinden',
    subtitle:
      'Eine Freundschaftsanfrage, eine Nachricht im Messenger, ein neuer Follower mit schönen Fotos: Wir zeigen Ihnen, wie Sie echte von gefälschten Konten unterscheiden, und prüfen ein verdächtiges Profil auf Wunsch für Sie.',
    buttonText: 'Facebook-Kontakt prüfen lassen',
  },
  article: {
    title: 'Echt oder gefälscht? So prüfen Sie Profile in sozialen Netzwerken',
    intro:
      'Facebook und Instagram verbinden Millionen Menschen in Deutschland, und genau das macht sie für Betrüger interessant. Gefälschte Konten schreiben Fremde an, kopieren Profile von Bekannten oder übernehmen echte Konten, um im Namen vertrauter Menschen um Geld zu bitten. Die gute Nachricht: Viele Hinweise können Sie mit wenigen Handgriffen selbst prüfen. Dieser Ratgeber erklärt, worauf es ankommt und was Sie tun können, wenn sich ein Verdacht erhärtet.',
    sections: [
      {
        heading: 'Wie gefälschte Konten in sozialen Netzwerken auftreten',
        paragraphs: [
          'Auf Facebook und Instagram begegnen Ihnen Fake-Profile meist auf drei Wegen. Erstens als Freundschaftsanfrage oder neuer Follower von Unbekannten, oft mit Fotos gut aussehender Menschen und wenigen Angaben. Zweitens als Kopie eines Kontos, das Sie bereits kennen. Drittens als echtes Konto eines Bekannten, das Fremde übernommen haben. Jeder Weg verlangt eine etwas andere Prüfung. Ordnen Sie deshalb zuerst ein, womit Sie es zu tun haben.',
          'Häufig steckt ein Romance-Scam dahinter: Beim Liebesbetrug täuschen die Täter über Wochen eine Beziehung vor und bitten dann um Geld. Solche Kontakte beginnen gern mit einem harmlosen Kommentar unter einem Ihrer Beiträge oder einer Nachricht wie „Sie haben ein so freundliches Lächeln“. Andere Konten werben für angebliche Gewinnspiele, Geldanlagen oder günstige Angebote auf dem Marketplace. Allen gemeinsam ist, dass sie Sie möglichst schnell in ein privates Gespräch ziehen wollen.',
        ],
      },
      {
        heading: 'Kontoalter und Aktivität prüfen',
        paragraphs: [
          'Ein echtes Profil wächst über Jahre. Scrollen Sie auf Facebook in der Chronik nach unten und sehen Sie nach, wann die ersten Beiträge und Profilbilder erschienen sind. Auch das Album der Profilbilder verrät viel: Wurden alle Fotos innerhalb weniger Tage hochgeladen, obwohl sie angeblich Jahre abdecken, ist Vorsicht geboten. Bei Instagram zeigt der Punkt „Info zu diesem Konto“ im Drei-Punkte-Menü des Profils, seit wann das Konto besteht.',
          'Achten Sie auf die Art der Aktivität. Echte Nutzer posten unregelmäßig, mal einen Geburtstagsgruß, mal ein Urlaubsfoto, und erhalten Kommentare von Menschen, die sie offenbar kennen. Fake-Konten teilen eher allgemeine Sprüche, Landschaftsbilder oder Beiträge fremder Seiten, und echte Unterhaltungen fehlen. Wer angeblich seit Jahren in Deutschland lebt, aber nie einen Ort, ein Fest oder Freunde erwähnt, bleibt seltsam ungreifbar.',
        ],
      },
      {
        heading: 'Freunde und Follower genau ansehen',
        paragraphs: [
          'Sehen Sie sich die Freundesliste oder die Follower an, sofern sie sichtbar sind. Bei Fake-Profilen finden sich oft auffällig viele Kontakte eines Geschlechts und einer Altersgruppe aus den verschiedensten Ländern, ohne erkennbaren Zusammenhang. Fehlen Familienmitglieder, Kollegen und Nachbarn völlig, passt das nicht zu einem gewöhnlichen Leben. Auch gemeinsame Freunde beweisen wenig: Betrüger verschicken viele Anfragen gleichzeitig, und manche davon werden von Bekannten arglos angenommen.',
          'Bei Instagram lohnt ein Blick auf das Verhältnis von Followern zu Beiträgen. Tausende Follower bei drei Fotos deuten auf gekaufte Reichweite hin. Lesen Sie die Kommentare unter den Bildern: Bestehen sie nur aus Emojis und Floskeln in gebrochenem Deutsch oder Englisch, stammen sie womöglich von automatisch angelegten Konten. Ein Konto mit blauem Haken ist zwar eher vertrauenswürdig, kann aber ebenfalls gehackt sein. Verlassen Sie sich nie auf ein einziges Merkmal.',
        ],
      },
      {
        heading: 'Geklonte Konten: wenn ein Bekannter zweimal existiert',
        paragraphs: [
          'Bei einem geklonten Konto legt jemand ein neues Profil mit Namen und Fotos einer realen Person an und schickt deren Freunden Anfragen. Sie erhalten also eine Freundschaftsanfrage von jemandem, mit dem Sie längst befreundet sind. Das ist das wichtigste Erkennungszeichen. Schauen Sie in Ihrer Freundesliste nach, ob die Person dort bereits steht, und nehmen Sie die neue Anfrage erst an, wenn Sie nachgefragt haben.',
          'Fragen Sie am besten auf einem anderen Weg nach, etwa telefonisch unter der Nummer, die Sie schon kennen. Ist das Konto eine Kopie, informieren Sie den Bekannten, damit er die Fälschung melden und seinen Freundeskreis warnen kann. Melden können auch Sie das Profil, auf Facebook über das Drei-Punkte-Menü im Profil, mit dem Hinweis, dass es sich als eine andere Person ausgibt. Instagram bietet einen vergleichbaren Meldeweg für Konten, die jemanden nachahmen.',
        ],
      },
      {
        heading: 'Betrug über den Messenger',
        paragraphs: [
          'Viele Maschen laufen über den Facebook Messenger oder über Direktnachrichten bei Instagram. Besonders tückisch sind Nachrichten von übernommenen Konten echter Freunde. Sie klingen vertraut und bitten um einen kleinen Gefallen, zum Beispiel einen Code weiterzuleiten, der gleich per SMS ankommt. Dieser Code ist in Wahrheit ein Sicherheitscode für Ihr eigenes Konto oder für eine Zahlung. Wer ihn weitergibt, verliert im schlimmsten Fall den Zugang zum eigenen Profil.',
          'Andere Nachrichten enthalten Links mit Sätzen wie „Bist du das in diesem Video?“ oder kündigen einen Gewinn an, für den Sie nur Ihre Daten eingeben sollen. Die Links führen auf nachgebaute Anmeldeseiten, die Ihr Passwort abgreifen. Klicken Sie solche Links nicht an, auch wenn sie von einem Freund kommen, sondern rufen Sie ihn an. Braucht ein vermeintlicher Bekannter plötzlich dringend Geld, klären Sie das immer telefonisch, bevor Sie etwas überweisen.',
          'Haben Sie bereits einen Code weitergegeben oder Ihr Passwort auf einer fremden Seite eingetippt, ändern Sie sofort Ihr Passwort und schalten Sie die Zwei-Faktor-Authentifizierung ein. Ein gehacktes Konto melden Sie über die Hilfeseiten der Plattform. Warnen Sie Ihre Kontakte per Telefon oder mit einem kurzen Beitrag, damit niemand auf Nachrichten in Ihrem Namen hereinfällt. Wenn Zahlungsdaten betroffen sein könnten, informieren Sie zusätzlich Ihre Bank.',
        ],
      },
      {
        heading: 'So gehen Sie bei einem Verdacht vor',
        paragraphs: [
          'Sichern Sie zuerst Beweise. Machen Sie Bildschirmfotos vom Profil mit Namen, von der gesamten Unterhaltung und von jeder Forderung. Notieren Sie die Profiladresse aus der Adresszeile des Browsers oder über die Funktion zum Kopieren des Profillinks. Der angezeigte Name lässt sich jederzeit ändern, über die Adresse finden Plattform und Polizei das Konto eindeutig wieder. Erst danach melden Sie das Konto und blockieren es, damit Ihre Belege vollständig bleiben.',
          'Haben Sie Geld überwiesen oder Daten preisgegeben, wenden Sie sich noch am selben Tag an Ihre Bank. Zeigen Sie den Betrug außerdem bei der Polizei an. Nehmen Sie die gesicherten Unterlagen mit oder laden Sie sie bei der Onlinewache hoch. Sprechen Sie auch mit Angehörigen oder Freunden, denn niemand muss so etwas allein tragen. Scham ist verständlich, aber unbegründet: Diese Betrüger sind darin geübt, sich Vertrauen zu erschleichen.',
        ],
      },
      {
        heading: 'Was unser Social-Media-Check für Sie klärt',
        paragraphs: [
          `Unsere Spezialistinnen und Spezialisten prüfen das verdächtige Profil ausschließlich anhand öffentlich sichtbarer Informationen. Sie vergleichen die Fotos per Bildrückwärtssuche, suchen nach älteren Kopien desselben Kontos, werten sichtbare Freundeslisten, Beiträge und Kommentare aus und prüfen, ob Name und Lebenslauf zu einem realen Menschen passen. Private Nachrichten, gesperrte Inhalte und Zugangsdaten bleiben tabu. Wir kennen die typischen Muster von Fake-Profilen in sozialen Netzwerken.`,
          'Für den Auftrag genügen der Profillink oder der Benutzername, die Plattform und eine kurze Beschreibung Ihres Verdachts; Bildschirmfotos sind hilfreich. Bei der Buchung bestätigen Sie Ihr berechtigtes Interesse, etwa den Schutz vor Betrug. Der Check kostet 39 € inkl. MwSt., ohne Abonnement. Gewöhnlich nach 24 bis 48 Stunden erhalten Sie eine E-Mail mit dem Link zu Ihrem Ergebnisbericht. Er ist verständlich formuliert und enthält Belege, die Sie bei Bedarf auch der Polizei vorlegen können.',
        ],
      },
    ],
  },
  features: [
    {
      title: 'Das prüft unser Team',
      text: 'Wir sehen uns an, was das Profil öffentlich zeigt, und suchen nach Spuren, die es an anderer Stelle hinterlassen hat.',
      items: [
        'Kontoalter und Verlauf der Profilbilder',
        'Sichtbare Freunde, Follower und Kommentare',
        'Kopien und Klone desselben Profils',
        'Fundorte der Fotos im Netz',
        'Stimmigkeit von Name, Beruf und Wohnort',
      ],
    },
    {
      title: 'Das erhalten Sie',
      text: 'Eine klare Antwort in verständlicher Sprache, dazu Belege und konkrete Empfehlungen.',
      items: [
        'Begründete Einschätzung mit allen Fundstellen',
        'Hinweise zum Melden bei Facebook oder Instagram',
        'Unterlagen, die Sie für eine Anzeige nutzen können',
        'Ergebnis meist binnen 24–48 Stunden',
      ],
    },
  ],
  related: [
    {
      title: 'Facebook-Fake-Profil prüfen',
      slug: 'facebook-fake-profil',
      description:
        'Konkrete Hilfe, wenn ein Facebook-Kontakt Zweifel weckt, von der Freundesliste bis zur Bitte um Geld.',
    },
    {
      title: 'Instagram-Fake-Profil prüfen',
      slug: 'instagram-fake-profil',
      description:
        'Gekaufte Follower, kopierte Fotos, Direktnachrichten mit Links: So ordnen Sie Instagram-Konten ein.',
    },
    {
      title: 'Social-Media-Betrug erkennen',
      slug: 'social-media-betrug-erkennen',
      description:
        'Gewinnspiele, Geldanlagen, falsche Freunde: verbreitete Betrugsformen in sozialen Netzwerken im Überblick.',
    },
    {
      title: 'Identitätsdiebstahl',
      slug: 'identitaetsdiebstahl',
      description: 'Wenn jemand Ihr Profil kopiert oder in Ihrem Namen auftritt: was Sie jetzt unternehmen können.',
    },
  ],
};

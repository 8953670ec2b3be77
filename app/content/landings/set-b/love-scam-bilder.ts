import type { LandingConfig } from '../../types.ts';

export const loveScamBilder: LandingConfig = {
  slug: 'love-scam-bilder',
  category: 'image-check',
  service: 'love-scam-image-analysis',
  seo: {
    title: 'Love-Scam-Bilder prüfen: Selfies, Pass und Klinikfotos',
    description:
      'Ausweisfoto, Krankenhausbild oder Beweis-Selfie von einem Online-Kontakt? So prüfen Sie zugeschickte Fotos selbst oder lassen sie von unserem Team prüfen.',
    keywords: [
      'Love-Scam Bilder',
      'Ausweisfoto Betrüger',
      'Krankenhausfoto Liebesbetrug',
      'Beweisfoto prüfen',
      'Romance-Scam Selfie',
      'Bildrückwärtssuche',
    ],
  },
  hero: {
    title: 'Love-Scam-Bilder prüfen: Was zugeschickte Fotos verraten',
    subtitle:
      'Ein Passfoto als Vertrauensbeweis, ein Selfie mit Ihrem Namen, ein Bild aus dem Krankenhaus: Wir prüfen, ob solche Fotos aus fremden Quellen stammen oder Spuren einer Bearbeitung zeigen.',
    guarantee: 'Keine Treffer? Die Folgeprüfung kostet Sie nichts.',
    buttonText: 'Zugeschickte Fotos prüfen',
  },
  article: {
    title: 'Beweisfotos im Love-Scam: warum sie so überzeugend wirken',
    subtitle:
      'Selfies, Ausweise, Krankenhausbilder und Paketfotos: wie Betrüger Bilder als Beweis einsetzen und wie man sie überprüft',
    text: `Love-Scam ist ein anderer Name für Romance-Scam oder Liebesbetrug: Jemand spielt Ihnen im Internet Liebe vor und hat es dabei auf Ihr Geld abgesehen. Sobald erste Zweifel aufkommen, liefern die Täter „Beweise“. Sie schicken ein Foto ihres Reisepasses, ein Selfie, das einen handgeschriebenen Zettel mit Ihrem Namen zeigt, ein Bild aus einem Krankenhausbett oder von einem Paket mit Gold, das angeblich am Zoll festhängt. Diese Bilder sollen Ihre Bedenken zerstreuen und die nächste Geldforderung glaubwürdig machen.

Viele dieser Beweisfotos sind selbst gefälscht oder gestohlen. Ausweisbilder stammen oft aus Vorlagen im Internet oder aus früheren Betrugsfällen; Schrift, Abstände und Passbild wirken dann leicht verschoben. Krankenhausfotos zeigen meist fremde Patienten, deren Bilder in Spendenaufrufen oder Nachrichtenartikeln erschienen sind. Bei Selfies mit Ihrem Namen wurde der Zettel häufig nachträglich eingefügt: Achten Sie auf Schatten, Kanten und Finger, die unnatürlich um das Papier liegen. Auch ein unscharfes Bild, das angeblich gerade eben aufgenommen wurde, sollte Sie stutzig machen.

Suchen Sie jedes zugeschickte Bild einzeln mit Google Lens oder TinEye, auch das Passfoto. Taucht ein Krankenhausbild in einem Artikel über einen Unfall in einem anderen Land auf, ist die Sache klar. Vergleichen Sie beim Ausweis die Angaben mit dem, was Ihnen erzählt wurde: Geburtsdatum, Geburtsort, Ablaufdatum. Bitten Sie außerdem darum, sofort ein aktuelles Bild mit einer ungewöhnlichen Geste zu schicken, etwa drei erhobenen Fingern an der linken Hand. Echte Menschen erfüllen so eine Bitte in wenigen Minuten, Betrüger kommen mit Ausreden.

Unsere Spezialistinnen und Spezialisten sehen sich die Bilder, die Ihnen geschickt wurden, von Hand an. Sie suchen in mehreren Suchdiensten nach identischen und bearbeiteten Kopien, auch nach Ausschnitten wie dem Passbild allein, und vergleichen die Fundstellen mit öffentlichen Quellen und bekannten Mustern des Liebesbetrugs. Sichtbare Unstimmigkeiten, etwa unpassende Schriften oder Spuren einer Fotomontage, halten sie im Ergebnisbericht fest. Eine Gesichtserkennung verwenden wir nicht, und die Echtheit eines Dokuments können wir nicht bescheinigen. Der Preis: 39 € inkl. MwSt., eine Person pro Auftrag.

Ein Ausweisfoto ist kein Beweis für Ehrlichkeit, auch wenn es so wirken soll. Schicken Sie umgekehrt niemals eine Kopie Ihres eigenen Ausweises, denn damit können Täter in Ihrem Namen Konten eröffnen oder Verträge abschließen. Hat Ihre Bekanntschaft Ihr Ausweisbild schon erhalten, informieren Sie die Polizei und behalten Sie Ihre Kontoauszüge genau im Blick. Stoppen Sie alle Zahlungen, sichern Sie die zugeschickten Bilder in Originalgröße mitsamt Chatverlauf und melden Sie das Profil der Plattform, auf der Sie sich kennengelernt haben.`,
  },
  categories: [
    {
      title: 'Bilder, die als Beweis geschickt werden',
      items: [
        'Reisepass oder Personalausweis als Foto',
        'Selfie mit Zettel, Datum oder Ihrem Namen',
        'Bilder aus Krankenhaus, Unfall oder Gefängnis',
        'Fotos von Paketen, Gold, Schecks oder Verträgen',
      ],
    },
    {
      title: 'Worauf wir bei diesen Bildern achten',
      items: [
        'Frühere Fundstellen im öffentlichen Internet',
        'Unstimmigkeiten in Schrift, Schatten und Kanten',
        'Widersprüche zu den Angaben im Chat',
        'Übereinstimmung mit bekannten Betrugsmaschen',
      ],
    },
    {
      title: 'Für Ihren Auftrag bereithalten',
      items: [
        'Alle zugeschickten Fotos in Originalgröße',
        'Profilname und Plattform der Person',
        'Kurze Schilderung, was Ihnen erzählt wurde',
        'Bestätigung Ihres berechtigten Interesses',
      ],
    },
  ],
  warning: {
    title: 'Wenn Fotos plötzlich als Beweis dienen sollen',
    description:
      'Wer es ernst meint, muss seine Existenz selten mit Dokumenten belegen. Ungefragt geschickte Beweise gehen oft einer Geldforderung voraus.',
    left: {
      title: 'Verdächtige Beweisbilder',
      items: [
        'Passfoto, das ungefragt geschickt wird',
        'Krankenhausbild kurz vor einer Geldbitte',
        'Selfie, auf dem der Zettel wie eingeklebt wirkt',
        'Bild eines Pakets, für das Zoll fällig sein soll',
      ],
    },
    right: {
      title: 'Was Sie jetzt unterlassen sollten',
      items: [
        'Keine Kopie Ihres eigenen Ausweises senden',
        'Kein Geld für Klinik, Anwalt oder Zoll',
        'Keine Gutscheinkarten oder Kryptowährung kaufen',
        'Bilder und Chats nicht löschen, sondern sichern',
      ],
    },
  },
};

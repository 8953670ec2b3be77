import type { LandingConfig } from '../../types.ts';

export const bilderVonPersonenFinden: LandingConfig = {
  slug: 'bilder-von-personen-finden',
  category: 'image-check',
  service: 'bilder-personen-suche',
  seo: {
    title: 'Bilder von Personen finden: Bildrückwärtssuche erklärt',
    description:
      'Wo taucht ein Foto im Internet auf? Was die Bildrückwärtssuche kann, wo ihre Grenzen liegen und wann eine Suche erlaubt ist: nur bei berechtigtem Interesse.',
    keywords: [
      'Bilder von Personen finden',
      'Bildrückwärtssuche',
      'Foto im Internet suchen',
      'berechtigtes Interesse',
      'eigene Bilder missbraucht',
      'Herkunft eines Fotos',
    ],
  },
  hero: {
    title: 'Bilder von Personen finden – mit berechtigtem Interesse',
    subtitle:
      'Sie möchten wissen, wo ein bestimmtes Foto im Internet noch auftaucht, etwa weil Ihre eigenen Bilder missbraucht werden oder ein Online-Kontakt Zweifel weckt? Wir suchen von Hand nach Kopien dieses Bildes.',
    guarantee: 'Bleibt die Suche ohne Treffer, ist die nächste Prüfung kostenlos.',
    buttonText: 'Bildersuche beauftragen',
  },
  article: {
    title: 'Was eine Bildersuche leisten kann – und was nicht',
    subtitle: 'Fundstellen eines Fotos aufspüren, die Grenzen der Technik kennen und die Rechte anderer wahren',
    text: `Wer ein Foto in eine Bildrückwärtssuche lädt, fragt die Suchmaschine: Wo im öffentlichen Internet gibt es genau dieses Bild oder eine leicht veränderte Kopie davon? Das hilft, wenn Sie einem Online-Kontakt nicht trauen. Beim Liebesbetrug (englisch Romance-Scam) spielen Täter eine Liebesbeziehung vor, um Geld zu erhalten, und schmücken sich dafür mit fremden Fotos. Ebenso nützlich ist die Suche, wenn Sie befürchten, dass jemand Ihre eigenen Bilder für ein falsches Profil nutzt, etwa um in Ihrem Namen Bekannte anzuschreiben.

Wichtig ist, die Grenzen zu kennen. Die Bildrückwärtssuche findet Kopien desselben Bildes, auch wenn es verkleinert, beschnitten oder mit einem Filter versehen wurde. Sie findet aber keine anderen Fotos derselben Person, die an einem anderen Tag aufgenommen wurden. Bilder aus privaten Konten, geschlossenen Gruppen oder Messengern sind für Suchmaschinen unsichtbar. Frisch hochgeladene Fotos tauchen oft erst nach Tagen oder Wochen auf. Keine Treffer bedeuten deshalb nicht, dass ein Bild echt ist, sondern nur, dass öffentlich keine Kopie gefunden wurde.

So gehen Sie selbst vor: Speichern Sie das Bild oder machen Sie ein Bildschirmfoto, schneiden Sie es auf die Person zu und probieren Sie nacheinander Google Lens, die Bing-Bildersuche und TinEye aus. Jede Suchmaschine hat einen anderen Bestand, daher lohnt sich der Vergleich. Bei TinEye lassen sich die Treffer nach Datum sortieren; das älteste Ergebnis zeigt oft, woher ein Foto ursprünglich stammt. Notieren Sie die Adressen aller Fundstellen. Wiederholen Sie die Suche nach einigen Wochen, wenn Sie Ihre eigenen Bilder im Blick behalten möchten.

Wir übernehmen eine Suche nur, wenn ein berechtigtes Interesse besteht: Sie möchten sich vor Betrug schützen, den Missbrauch Ihrer eigenen Fotos aufklären oder einen Kontakt vor einem Treffen oder einer Zahlung überprüfen. Reine Neugier, das Ausforschen von Fremden oder die Überwachung früherer Partner lehnen wir ab. Wer einem anderen Menschen unbefugt und wiederholt nachstellt, sodass dessen Lebensgestaltung nicht unerheblich beeinträchtigt werden kann, macht sich unter Umständen nach § 238 StGB (Nachstellung) strafbar. Dieser Hinweis gibt nur die allgemeine Rechtslage wieder und ersetzt keine Rechtsberatung. Ihr berechtigtes Interesse bestätigen Sie bei der Buchung ausdrücklich.

Unsere Spezialistinnen und Spezialisten suchen jedes eingereichte Bild von Hand in mehreren Suchdiensten ab, prüfen Ausschnitte und bearbeitete Varianten und werten die Fundstellen aus: Welcher Name steht neben dem Bild, wie alt ist die älteste Fundstelle, auf welcher Art von Seite taucht es auf? Eine Gesichtserkennung, die nach weiteren Aufnahmen eines Gesichts fahndet, nutzen wir bewusst nicht. Ein Auftrag kostet 39 € inkl. MwSt., umfasst eine Person und steht nur Volljährigen offen. Den Ergebnisbericht mit allen Fundstellen erhalten Sie gewöhnlich ein bis zwei Tage, nachdem Zahlung und alle Angaben bei uns eingegangen sind.

Entdecken Sie Ihr eigenes Foto unter fremdem Namen, sichern Sie die Fundstelle mit Bildschirmfoto und Internetadresse und melden Sie das Profil dem Netzwerk über dessen Meldeformular als Identitätsmissbrauch. Bitten Sie Freunde, die Kopie ebenfalls zu melden. Taucht das Bild eines Online-Kontakts bei einer ganz anderen Person auf, leisten Sie keine Zahlungen mehr und blockieren Sie den Kontakt. Haben Sie dieser Person schon Geld gegeben, legen Sie Ihrer Bank und der Polizei die gesicherten Beweise vor.`,
  },
  categories: [
    {
      title: 'Wofür die Suche gedacht ist',
      items: [
        'Eigene Fotos auf fremden Profilen aufspüren',
        'Bilder eines Online-Kontakts vor dem Treffen prüfen',
        'Verdacht auf Liebesbetrug vor einer Zahlung klären',
        'Gestohlene Porträts oder Geschäftsfotos finden',
      ],
    },
    {
      title: 'Wofür wir nicht suchen',
      items: [
        'Ausforschen von Fremden aus reiner Neugier',
        'Überwachung von Ex-Partnern oder Kollegen',
        'Ermitteln von Wohnorten, um jemanden aufzusuchen',
        'Adresshandel, Werbung oder diskriminierende Zwecke',
      ],
    },
    {
      title: 'Was Sie von uns erhalten',
      items: [
        'Liste aller öffentlichen Fundstellen des Bildes',
        'Einordnung nach Name, Datum und Zusammenhang',
        'Hinweise auf Anzeichen für ein Fake-Profil',
        'Schriftliches Ergebnis per E-Mail',
      ],
    },
  ],
  warning: {
    title: 'Wann Sie die Herkunft eines Fotos prüfen sollten',
    description:
      'Unter „Gute Gründe für eine Suche“ finden Sie typische Anlässe, unter „Grenzen der Bildrückwärtssuche“, was die Technik grundsätzlich nicht kann.',
    left: {
      title: 'Gute Gründe für eine Suche',
      items: [
        'Ein Bekannter meldet ein Profil mit Ihrem Foto',
        'Ein Online-Kontakt bittet nach kurzer Zeit um Geld',
        'Die Bilder wirken zu professionell für ein Privatprofil',
        'Ein Geschäftskontakt zeigt kein überprüfbares Foto',
      ],
    },
    right: {
      title: 'Grenzen der Bildrückwärtssuche',
      items: [
        'Findet keine anderen Fotos desselben Gesichts',
        'Sieht keine privaten Konten oder Chats',
        'Erfasst neue Bilder oft erst mit Verzögerung',
        'Keine Treffer sind kein Beweis für Echtheit',
      ],
    },
  },
};

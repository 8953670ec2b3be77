import type { LandingConfig } from '../../types.ts';

export const bekannteFakeProfile: LandingConfig = {
  slug: 'bekannte-fake-profile',
  category: 'fake-profile',
  service: 'bekannte-fake-profile-check',
  seo: {
    title: 'Bekannte Fake-Profile: immer wieder dieselben Fotos',
    description:
      'Manche Fotosätze tauchen seit Jahren unter wechselnden Namen auf. Erfahren Sie, wie bekannte Fake-Profile wiederkehren und wie wir nach ihnen suchen.',
    keywords: [
      'bekannte fake profile',
      'bekannte fake profile bilder',
      'wiederkehrende fake fotos',
      'gestohlene fotosätze',
      'gleiche fotos anderer name',
      'fake profil bilder sammlung',
    ],
  },
  hero: {
    title: 'Bekannte Fake-Profile und ihre Fotos',
    subtitle:
      'Viele Betrüger arbeiten mit Fotosätzen, die seit Jahren unter immer neuen Namen kursieren. Wir prüfen, ob Ihr Kontakt einen solchen Fotosatz verwendet.',
    guarantee: 'Keine Treffer? Dann geht Ihre nächste Prüfung auf uns.',
    buttonText: 'Fotosatz prüfen lassen',
  },
  article: {
    title: 'Warum dieselben Gesichter immer wiederkommen',
    subtitle: 'Wiederverwendete Fotosätze erkennen und richtig einordnen',
    text: `Wer in Foren zu Liebesbetrug liest, stößt immer wieder auf dieselben Gesichter: einen grauhaarigen Mann in Tarnuniform, eine blonde Krankenschwester, einen Geschäftsmann auf einer Jacht. Liebesbetrug, oft auch Romance-Scam genannt, funktioniert so, dass Täter mit einer erfundenen Person echte Gefühle wecken und diese später zu Geld machen. Die Fotos dafür werden nicht jedes Mal neu gestohlen. Sie werden als fertige Pakete gesammelt, weitergegeben und von verschiedenen Tätergruppen genutzt, manchmal über viele Jahre und auf mehreren Plattformen zugleich.

Ein solcher Fotosatz umfasst oft Dutzende Bilder derselben Person: Porträts, Urlaubsbilder, Fotos mit Kindern oder Haustieren, manchmal kurze Videos. Für die Täter hat das einen Vorteil: Sie können auf Nachfrage immer wieder „neue“ Bilder schicken und wirken dadurch glaubwürdig. Die Namen dazu wechseln ständig, und auch Alter, Beruf und Herkunft werden dem jeweiligen Opfer angepasst. Die abgebildeten Menschen sind fast immer selbst Geschädigte. Viele wissen nicht, dass ihr Gesicht seit Jahren für Betrug benutzt wird.

Dass ein Fotosatz bekannt ist, erkennt man nicht immer auf Anhieb. Betrüger spiegeln Bilder, schneiden sie zu, legen Filter darüber oder fotografieren den Bildschirm ab, damit Suchmaschinen sie schwerer finden. Manche Einzelheiten geben dennoch Hinweise: Die Person sieht auf einigen Bildern deutlich jünger aus, Kleidung und Frisur wechseln auffällig, Hintergründe passen nicht zum angeblichen Wohnort. Und wenn Ihr Kontakt auf die Bitte um ein ganz bestimmtes Foto, etwa mit Ihrem Namen auf einem Zettel, keines schicken kann, spricht das für sich.

Selbst prüfen können Sie zunächst mit einer Bildrückwärtssuche. Nutzen Sie nicht nur ein Bild, sondern drei oder vier verschiedene, und probieren Sie mehrere Dienste aus, denn jeder findet andere Treffer. Suchen Sie zusätzlich nach dem Namen zusammen mit Wörtern wie „Betrug“ oder „Fake“. Es gibt Internetseiten und Gruppen in sozialen Netzwerken, in denen Betroffene die Fotos bekannter Fake-Profile sammeln. Sehen Sie sich dort die Bildergalerien an: Wer ein Gesicht einmal in einer solchen Sammlung gesehen hat, erkennt es meist sofort wieder.

Unsere Spezialistinnen und Spezialisten kennen viele wiederkehrende Muster und wissen, wo Warnungen zu bekannten Fotosätzen veröffentlicht werden. Zu jedem Bild, das Sie uns schicken, suchen sie identische Kopien und bearbeitete Fassungen: auf öffentlichen Warnseiten, in Foren und auf anderen Plattformen, auch unter anderen Namen. Einen Abgleich mit nicht öffentlichen Datenbanken oder eine Gesichtserkennung bieten wir nicht an. Finden wir den Fotosatz, ist das ein sehr starker Hinweis, dass die Identität nicht stimmt. Brechen Sie dann den Kontakt ab, sichern Sie Belege, melden Sie das Profil und erstatten Sie bei einem Schaden Anzeige.`,
  },
  categories: [
    {
      title: 'Wo wir nach wiederkehrenden Fotos suchen',
      items: [
        'Mehrere Dienste zur Bildrückwärtssuche',
        'Öffentliche Warnseiten und Sammlungen Betroffener',
        'Andere Dating-Apps und soziale Netzwerke',
        'Gespiegelte, beschnittene und gefilterte Fassungen',
      ],
    },
    {
      title: 'Merkmale eines Fotosatzes',
      items: [
        'Sehr viele Bilder, aber kein spontaner Schnappschuss',
        'Die Person wirkt auf einzelnen Fotos deutlich jünger',
        'Kulissen, die nicht zur erzählten Heimat passen',
        'Kein Foto auf eine konkrete Bitte hin',
      ],
    },
    {
      title: 'Was Sie von uns bekommen',
      items: [
        'Fundstellen desselben Bildes unter anderen Namen',
        'Hinweise von Warnseiten, soweit vorhanden',
        'Einschätzung, ob die Identität stimmig ist',
        'Link zum Ergebnisbericht per E-Mail, üblicherweise nach 24–48 Stunden',
      ],
    },
  ],
  warning: {
    title: 'So erkennen Sie einen wiederverwendeten Fotosatz',
    description:
      'Bekannte Fake-Profile verraten sich oft durch ihre Bilder, bevor die Geschichte Lücken zeigt. Diese Anzeichen sollten Sie stutzig machen.',
    left: {
      title: 'Verdächtig an den Bildern',
      items: [
        'Dasselbe Foto taucht unter anderem Namen auf',
        'Bilder wirken gespiegelt, beschnitten oder unscharf',
        'Fotos aus sehr unterschiedlichen Lebensjahren',
        'Uniform oder Kittel ohne lesbares Namensschild',
      ],
    },
    right: {
      title: 'Das sollten Sie jetzt tun',
      items: [
        'Mehrere Bilder per Bildrückwärtssuche prüfen',
        'Den Verdacht nicht ansprechen, erst Belege sichern',
        'Das Profil bei der Plattform melden',
        'Nichts zahlen, bei Schaden Bank und Polizei einschalten',
      ],
    },
  },
};

import type { SalesPage } from '../types.ts';

// /instagram-facebook-check
export const instagramFacebookCheck: SalesPage = {
  slug: 'instagram-facebook-check',
  service: 'social-media',
  serviceKey: 'social-media',
  navTitle: 'Instagram- und Facebook-Check',
  seo: {
    title: 'Instagram- und Facebook-Profil auf Echtheit prüfen lassen',
    description:
      'Geklontes Konto, gekaufte Follower oder Anlagetipp per Nachricht? Wir prüfen Instagram- und Facebook-Profile von Hand in öffentlichen Quellen – für 39 €.',
    keywords: [
      'Instagram Fake-Profil prüfen',
      'Facebook Fake-Profil erkennen',
      'geklontes Facebook-Konto',
      'Instagram Gewinnspiel Betrug',
      'gekaufte Follower erkennen',
      'Social-Media-Check',
    ],
  },
  hero: {
    eyebrow: 'Instagram- und Facebook-Check',
    title: 'Ist dieses Instagram- oder Facebook-Profil echt?',
    subtitle:
      'Eine Freundschaftsanfrage von jemandem, der längst in Ihrer Liste steht? Eine Direktnachricht mit einem angeblich sicheren Anlagetipp? Wir prüfen das Profil anhand öffentlicher Angaben. Das Ergebnis erhalten Sie meist in 24–48 Stunden.',
    buttonText: 'Social-Media-Profil prüfen',
  },
  sections: [
    {
      heading: 'Warum Fake-Profile auf Instagram und Facebook so verbreitet sind',
      paragraphs: [
        'Instagram und Facebook leben von Bildern, Kontakten und schnellen Nachrichten. Ein Konto ist mit einer E-Mail-Adresse in wenigen Minuten eingerichtet, fremde Fotos sind mit zwei Fingertipps gespeichert. Betrüger nutzen beides. Sie bauen Profile auf, die wie echte Privatleute, bekannte Marken oder Prominente aussehen, und sprechen damit gezielt Menschen an, die freundlich und hilfsbereit reagieren.',
        'Die Absichten dahinter sind verschieden. Manche Täter wollen Zugangsdaten oder Telefonnummern abgreifen, andere locken in eine angebliche Geldanlage, wieder andere bahnen über Wochen einen Liebesbetrug an. Liebesbetrug, auch Romance-Scam genannt, heißt: Eine Beziehung wird nur vorgetäuscht, um später Geld zu verlangen. Gerade auf Facebook beginnt so etwas häufig mit einer harmlos wirkenden Freundschaftsanfrage.',
      ],
    },
    {
      heading: 'Geklonte Konten: wenn ein Bekannter plötzlich doppelt auftaucht',
      paragraphs: [
        'Beim Klonen kopieren Betrüger Profilbild, Namen und öffentliche Fotos eines echten Kontos und legen damit ein zweites an. Dann schicken sie Freundschaftsanfragen an dessen Freunde. Wer annimmt, bekommt bald eine Nachricht: Die Person stecke in einer Notlage, brauche dringend Geld oder einen Bestätigungscode, der gleich per SMS komme. Mit diesem Code übernehmen die Täter dann häufig Ihr eigenes Konto.',
        'Schon die Tatsache, dass Sie mit dieser Person längst befreundet sind, ist ein deutlicher Hinweis. Sehen Sie in Ihrer Freundesliste nach, ob es das Konto zweimal gibt, und fragen Sie auf einem anderen Weg nach, am besten telefonisch. Geklonte Konten haben meist kaum Beiträge, sind erst wenige Tage alt und zeigen eine auffällig kleine Freundesliste.',
      ],
    },
    {
      heading: 'Gekaufte Follower und aufgeblähte Reichweite',
      paragraphs: [
        'Eine hohe Zahl an Followern wirkt vertrauenswürdig. Deshalb kaufen manche Konten Tausende davon, um seriös zu erscheinen, etwa angebliche Finanzexperten, Coaches oder Händler. Solche Follower erkennen Sie oft an Profilen ohne Bild, mit zufälligen Buchstaben- und Zahlenfolgen im Namen und ohne eigene Beiträge. Verdächtig ist auch ein Konto mit riesiger Anhängerschaft, dessen Beiträge kaum Likes oder nur gleichlautende Kommentare bekommen.',
        'Gekaufte Reichweite allein ist noch kein Betrug. Sie zeigt aber, dass jemand mehr scheinen will, als er ist. Bietet Ihnen dasselbe Konto dann per Direktnachricht eine Zusammenarbeit, einen Kurs oder eine Beteiligung an, sollten Sie besonders genau hinsehen. Bei einer Prüfung klären wir unter anderem, ob Bilder, Namen und Geschichten des Kontos anderswo unter fremder Identität erscheinen.',
      ],
    },
    {
      heading: 'Direktnachrichten mit Anlageangeboten und falsche Gewinnspiele',
      paragraphs: [
        'Eine besonders verbreitete Masche beginnt mit einer netten Direktnachricht. Jemand lobt Ihre Fotos, schildert ein sorgenfreies Leben und erwähnt beiläufig Gewinne mit Kryptowährung oder Devisenhandel. Kurz darauf folgt der Hinweis auf eine Handelsplattform oder einen „Mentor“ auf WhatsApp oder Telegram. Die Gewinne, die dort angezeigt werden, sind erfunden. Wer sie auszahlen möchte, soll zuerst Gebühren oder Steuern überweisen.',
        'Ebenso häufig sind falsche Gewinnspiele. Nach einem Kommentar unter einem Beitrag meldet sich ein Konto, das aussieht wie die echte Marke, ein bekannter Influencer oder Ihr Lieblingsgeschäft, und gratuliert zum Gewinn. Um den Preis zu erhalten, sollen Sie einem Link folgen, Kartendaten eingeben oder eine kleine Versandgebühr zahlen. Echte Gewinnspiele verlangen kein Geld. Vergleichen Sie den Kontonamen genau mit dem offiziellen Auftritt.',
      ],
    },
    {
      heading: 'Was wir bei einem Instagram- und Facebook-Check prüfen',
      paragraphs: [
        'Sie senden uns den Link zum Profil, den Benutzernamen, Bildschirmfotos und, wenn vorhanden, Nachrichten oder Bilder, die Sie erhalten haben. Unsere Spezialistinnen und Spezialisten arbeiten sich von Hand durch öffentlich zugängliche Quellen. Sie suchen per Bildrückwärtssuche nach identischen und bearbeiteten Kopien der Bilder, prüfen, ob Name und Fotos zu einem anderen, echten Konto gehören, und recherchieren, ob es Warnungen zu Benutzernamen, Telefonnummern oder genannten Handelsplattformen gibt.',
        'Private Konten, geschlossene Gruppen oder nicht öffentliche Nachrichten sehen auch wir nicht, und Gesichtserkennung setzen wir nicht ein. Geprüft wird je Auftrag eine Person oder ein Profil, für 39 € inkl. MwSt. Die Rechnung kommt Minuten nach der Zahlung per E-Mail, der Link zum Ergebnisbericht meist 24–48 Stunden später. Ihre Falldaten liegen auf Servern in Deutschland und werden 30 Tage nach Abschluss des Auftrags gelöscht. Welche Nachweise länger bleiben (Bestätigungen und Bearbeitungsprotokoll 3 Jahre, die Rechnung 8 Jahre), nennt unsere Datenschutzerklärung.',
      ],
    },
  ],
  selfCheck: {
    title: 'Was Sie direkt am Smartphone prüfen können',
    intro:
      'Viele gefälschte Konten lassen sich mit wenigen Handgriffen selbst entlarven. Diese Punkte helfen Ihnen dabei, ganz ohne Fachwissen.',
    items: [
      'Tippen Sie auf Instagram auf die drei Punkte im Profil und dann auf „Info zu diesem Konto“: Bei vielen Konten sehen Sie dort Beitrittsdatum und Land.',
      'Suchen Sie den Namen in Ihrer Freundesliste. Ist die Person dort schon vorhanden, ist die neue Anfrage verdächtig.',
      'Vergleichen Sie den Benutzernamen Zeichen für Zeichen mit dem offiziellen Konto und achten Sie auf zusätzliche Punkte, Unterstriche oder Ziffern.',
      'Sehen Sie sich die Follower an: Viele Konten ohne Profilbild und ohne Beiträge deuten auf gekaufte Reichweite hin.',
      'Prüfen Sie, ob unter den Beiträgen echte Gespräche stattfinden oder nur gleichlautende Lobeshymnen stehen.',
      'Führen Sie eine Bildrückwärtssuche mit dem Profilbild und mindestens zwei weiteren Fotos durch.',
      'Bittet ein Bekannter per Nachricht um Geld, rufen Sie ihn direkt an, statt im Chat zu antworten.',
      'Geben Sie niemals einen per SMS erhaltenen Code weiter, auch nicht an vermeintliche Freunde.',
    ],
  },
  nextSteps: {
    title: 'Was Sie jetzt tun sollten',
    items: [
      'Klicken Sie keine Links aus verdächtigen Direktnachrichten an und zahlen Sie keine Gebühren für Gewinne oder Auszahlungen.',
      'Sichern Sie Bildschirmfotos von Profil, Benutzername und Chatverlauf, bevor das Konto gelöscht wird.',
      'Bleiben nach Ihrer eigenen Kontrolle Zweifel, beauftragen Sie einen Social-Media-Check bei uns.',
      'Melden Sie das Konto über die Meldefunktion von Instagram oder Facebook und blockieren Sie es anschließend.',
      'Wurde ein Bekannter geklont, sagen Sie ihm Bescheid, damit auch er das falsche Konto melden kann.',
      'Haben Sie Geld überwiesen oder Zugangsdaten herausgegeben, informieren Sie Ihre Bank, ändern Sie Ihre Passwörter und erstatten Sie Anzeige.',
    ],
  },
};

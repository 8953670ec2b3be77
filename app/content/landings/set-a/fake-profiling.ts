import type { LandingConfig } from '../../types.ts';

export const fakeProfiling: LandingConfig = {
  slug: 'fake-profiling',
  category: 'fake-profile',
  service: 'fake-profiling-check',
  seo: {
    title: 'Fake-Profiling: Bedeutung und Prüfung auf Stimmigkeit',
    description:
      'Fake-Profiling erklärt: wie Betrüger falsche Identitäten bauen und wie man ein Profil auf Stimmigkeit prüft, mit Checkliste und Profil-Check für 39 €.',
    keywords: [
      'fake profiling',
      'fake profiling check',
      'profil auf echtheit prüfen',
      'falsche identität erkennen',
      'profil stimmigkeit prüfen',
      'fake profil analyse',
    ],
  },
  hero: {
    title: 'Fake-Profiling: Passt dieses Profil zusammen?',
    subtitle:
      'Ein echtes Leben hinterlässt stimmige Spuren, ein erfundenes selten. Unsere Spezialistinnen und Spezialisten prüfen von Hand, ob Name, Bilder und Lebensgeschichte zusammenpassen.',
    guarantee: 'Bleibt die Analyse ohne Treffer, ist der nächste Check kostenlos.',
    buttonText: 'Profil auf Stimmigkeit prüfen',
  },
  article: {
    title: 'Was Fake-Profiling bedeutet',
    subtitle: 'Wie falsche Identitäten entstehen und wie man sie auf Stimmigkeit prüft',
    text: `Der Begriff Fake-Profiling wird in zwei Bedeutungen verwendet. Zum einen beschreibt er, wie Betrüger eine falsche Identität aufbauen: Sie wählen Fotos, einen Namen, einen Beruf und eine Lebensgeschichte, die zu ihrer Zielgruppe passen. Zum anderen meint er das Gegenteil, nämlich die planvolle Prüfung, ob ein Profil echt ist. Auf dieser Seite geht es um beides. Denn wer versteht, wie ein erfundenes Profil gebaut wird, erkennt leichter die Stellen, an denen es nicht zusammenpasst.

Ein gefälschtes Profil entsteht selten zufällig. Wer ältere Frauen ansprechen will, wählt häufig Fotos gepflegter Männer um die fünfzig in Uniform oder Arztkittel; für Männer sind es oft Urlaubsbilder junger Frauen. Die Geschichte dazu stammt nicht selten aus Vorlagen, die unter Betrügern weitergegeben werden: verwitwet, ein Kind, beruflich im Ausland, gläubig und auf der Suche nach einer ernsten Beziehung. Solche Profile dienen meist dem Liebesbetrug, international Romance-Scam genannt. Dabei werden Gefühle vorgetäuscht, bis die erste Bitte um Geld kommt.

Bei der Prüfung auf Stimmigkeit werden die Angaben eines Profils untereinander und mit der Außenwelt verglichen. Passt das Alter zu den Fotos und zum angegebenen Werdegang? Stimmt der Wohnort mit Sprache, Uhrzeiten der Nachrichten und erwähnten Orten überein? Gibt es den genannten Arbeitgeber, und beschäftigt er Menschen in dieser Funktion? Wurden die Bilder über Jahre verteilt hochgeladen oder alle am selben Tag? Ein echtes Leben hinterlässt im Netz kleine, unaufgeregte Spuren: Vereinsseiten, Kommentare, Fotos von Freunden. Ein erfundenes Leben hat meist nur eine glänzende Oberfläche.

Einige dieser Prüfungen gelingen auch ohne Vorkenntnisse. Schreiben Sie alles auf, was die Person über sich erzählt hat: Name, Alter, Beruf, Wohnort, Familie, Geburtstag. Vergleichen Sie nach einigen Tagen, ob neue Erzählungen dazu passen, denn erfundene Einzelheiten widersprechen sich mit der Zeit. Geben Sie den Namen zusammen mit dem Beruf in eine Suchmaschine ein und prüfen Sie die Fotos mit einer Bildrückwärtssuche. Fragen Sie nach Dingen, die jeder Einheimische weiß, etwa nach einem beliebten Lokal oder einer bekannten Straße in der angeblichen Heimatstadt.

Unser Team führt diese Prüfung ausführlich und von Hand durch. Wir gleichen Bilder, Namensvarianten, Benutzernamen, Telefonnummern und E-Mail-Adressen mit öffentlich zugänglichen Quellen ab, prüfen Angaben zu Firmen und Orten und achten auf Textbausteine aus bekannten Betrugsvorlagen. Ihr Ergebnisbericht zeigt, welche Angaben sich bestätigen ließen, wo Widersprüche bestehen und wie wir das Gesamtbild einschätzen. Eine Garantie, dass ein Profil echt ist, kann allerdings niemand geben. Bis der Ergebnisbericht vorliegt, gilt: kein Geld, keine Ausweiskopien, Chats sichern und bei einem Schaden Bank und Polizei informieren.`,
  },
  categories: [
    {
      title: 'Was beim Fake-Profiling verglichen wird',
      items: [
        'Alter, Fotos und Werdegang im Zusammenhang',
        'Wohnort, Sprache und Uhrzeiten der Nachrichten',
        'Arbeitgeber, Einheit oder Firma auf Plausibilität',
        'Spuren des Namens in öffentlichen Quellen',
      ],
    },
    {
      title: 'Bausteine erfundener Identitäten',
      items: [
        'Verwitwet, das Kind lebt bei Verwandten',
        'Beruf im Ausland, der Treffen unmöglich macht',
        'Betonter Glaube und Wunsch nach fester Bindung',
        'Perfekte Fotos ohne Spuren aus dem Alltag',
      ],
    },
    {
      title: 'Ihr Ergebnis',
      items: [
        'Bestätigte und widersprüchliche Angaben im Überblick',
        'Fundstellen von Bildern und Namen mit Quellen',
        'Gesamteinschätzung ohne falsche Gewissheit',
        'Nächste Schritte, passend zu Ihrer Lage',
      ],
    },
  ],
  warning: {
    title: 'Wenn die Geschichte nicht zusammenpasst',
    description:
      'Widersprüche sind das stärkste Signal beim Fake-Profiling. Achten Sie auf diese Brüche und darauf, wie Ihr Gegenüber auf Nachfragen reagiert.',
    left: {
      title: 'Brüche im Profil',
      items: [
        'Das angegebene Alter passt nicht zu den Fotos',
        'Nachrichten kommen zu Uhrzeiten, die nicht zum Wohnort passen',
        'Die genannte Firma oder Einheit ist nirgends zu finden',
        'Einzelheiten ändern sich von Gespräch zu Gespräch',
      ],
    },
    right: {
      title: 'Ihr nächster Schritt',
      items: [
        'Angaben notieren und in Ruhe vergleichen',
        'Bei Widersprüchen freundlich, aber konkret nachfragen',
        'Kein Geld und keine Dokumente schicken',
        'Den Verdacht von unserem Team prüfen lassen',
      ],
    },
  },
};

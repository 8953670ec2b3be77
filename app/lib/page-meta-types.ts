// The shapes of a page's metadata and its questions and answers, shared by the page texts
// (app/content/) and the tags built from them (seo.ts). Types only.

export interface Seo {
  /** <title>: at most 60 characters, unique across the site. */
  title: string;
  /** meta description: 110–160 characters, unique across the site. */
  description: string;
  keywords: readonly string[];
}

export interface Faq {
  question: string;
  /** Paragraphs separated by a blank line. */
  answer: string;
}

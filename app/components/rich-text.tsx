import { Fragment, type ReactNode } from 'react';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Inline text with [label](href) links, as written in the content files. Internal paths and
 * mailto:/tel: links only; `newTab` opens internal links in a new tab (checkout step 5).
 */
export function RichText({ text, newTab = false }: { text: string; newTab?: boolean }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    const index = match.index ?? 0;
    if (index > last) parts.push(<Fragment key={`t${last}`}>{text.slice(last, index)}</Fragment>);
    const safe = href.startsWith('/') || href.startsWith('#') || /^(mailto|tel):/.test(href);
    parts.push(
      safe ? (
        <a
          key={`${index}-${href}`}
          href={href}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          {...(newTab && href.startsWith('/') ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {label}
          {newTab && href.startsWith('/') ? <span className="sr-only"> (öffnet in neuem Tab)</span> : null}
        </a>
      ) : (
        label
      ),
    );
    last = index + whole.length;
  }
  if (last < text.length) parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}

/** A block of content text: a paragraph, or a bullet list when every line starts with "- ". */
export function RichBlock({ text }: { text: string }) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length > 0 && lines.every((line) => line.startsWith('- '))) {
    return (
      <ul className="list-disc space-y-1 pl-6">
        {lines.map((line) => (
          <li key={line}>
            <RichText text={line.slice(2)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p className="whitespace-pre-line">
      <RichText text={text} />
    </p>
  );
}

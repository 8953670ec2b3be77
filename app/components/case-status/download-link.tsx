// The report and invoice downloads of the customer's status page.
import type { LucideIcon } from 'lucide-react';

/** A PDF download of the status page, as a button-styled link in a paragraph of its own. */
export function DownloadLink({
  href,
  spacing,
  look,
  Icon,
  children,
}: {
  href: string;
  spacing: string;
  look: string;
  Icon: LucideIcon;
  children: string;
}) {
  return (
    <p className={spacing}>
      <a href={href} download className={look}>
        <Icon aria-hidden="true" className="size-5" />
        {children}
      </a>
    </p>
  );
}

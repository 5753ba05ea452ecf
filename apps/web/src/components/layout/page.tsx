import type { ReactNode } from 'react';
import './page.css';

interface PageProps {
  title: string;
  /** A short line over the title. */
  kicker?: string;
  /** The page's lead paragraph. */
  lead?: string;
  children?: ReactNode;
}

/** The frame of a page other than home: one h1, a lead, and the content in the site's column. */
export function Page({ title, kicker, lead, children }: PageProps) {
  return (
    <div className="page container">
      <div className="page__header">
        {kicker && <p className="kicker">{kicker}</p>}
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </div>
      {children}
    </div>
  );
}

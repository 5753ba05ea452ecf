import { type MouseEvent, type Ref } from 'react';
import './error-summary.css';
import { usePageId } from '@/lib/hydration';

export interface Problem {
  /** The field's control id, or null for a problem of the whole form (the server refused the save). */
  id: string | null;
  /** Where the field is: "Voting round 2: Shortlist · Start". */
  place?: string;
  message: string;
}

/** Moves to the field as a link to it would, and focuses it, which a fragment link alone does not do. */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * Every problem of the last save, at the top of the form, each a link to its field. A failed save
 * focuses it (rather than the first field), so a screen reader reads them all at once.
 */
export function ErrorSummary({ title, problems, ref }: { title: string; problems: Problem[]; ref: Ref<HTMLDivElement> }) {
  const titleId = usePageId();
  if (problems.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" aria-labelledby={titleId} tabIndex={-1}>
      <h2 className="error-summary__title" id={titleId}>
        {title}
      </h2>
      <ul className="error-summary__list">
        {problems.map((problem) => (
          <li key={`${problem.id ?? ''}${problem.message}`}>
            {problem.id ? (
              <a href={`#${problem.id}`} onClick={(event) => goTo(event, problem.id!)}>
                <span className="error-summary__place">{problem.place}</span> {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

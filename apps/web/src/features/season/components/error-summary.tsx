import type { MouseEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from './season-field';

export interface Problem {
  /** The field's name, or null for a problem of the whole form (the server refused the save). */
  name: string | null;
  /** Where the field is: "Voting round 2: Shortlist · Start". */
  place?: string;
  message: string;
}

/** Moves to the field as a link to it would, and focuses it, which a fragment link alone does not do. */
function goTo(event: MouseEvent<HTMLAnchorElement>, name: string) {
  const field = document.getElementById(fieldId(name));
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * Every problem of the last save, at the top of the form, each a link to its field. A failed save
 * focuses it (rather than the first field), so a screen reader reads them all at once.
 */
export function ErrorSummary({ problems, ref }: { problems: Problem[]; ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('season');
  if (problems.length === 0) return null;
  return (
    <div ref={ref} className="season-summary" aria-labelledby="season-summary-title" tabIndex={-1}>
      <h2 className="season-summary__title" id="season-summary-title">
        {t(problems.some((problem) => problem.name === null) ? 'season.summaryFailed' : 'season.summaryTitle')}
      </h2>
      <ul className="season-summary__list">
        {problems.map((problem) => (
          <li key={`${problem.name ?? ''}${problem.message}`}>
            {problem.name ? (
              <a href={`#${fieldId(problem.name)}`} onClick={(event) => goTo(event, problem.name!)}>
                <span className="season-summary__place">{problem.place}</span> {problem.message}
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

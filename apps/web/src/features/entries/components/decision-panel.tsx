import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryDetail } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useDecideEntry } from '../api/decide-entry';
import { useStaffRoles } from '@/entities/staff/get-staff-self';
import { useReviewFormat } from '../entry-age';
import { DeclineForm } from './decline-form';
import { StatusBadge } from './status-badge';
import './decision-panel.css';

/**
 * The entry's decision and the way to make it: approve, or decline with a reason. A decided entry
 * can be decided again by an organiser only (a reversal, mailed as a correction); anyone else reads
 * it. A withdrawn entry (its applicant deleted their account) keeps its decision to read, and takes no other.
 */
export function DecisionPanel({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const format = useFormat();
  const review = useReviewFormat();
  const language = useLanguage();
  const headingId = useId();
  const formId = useId();
  const mayReverse = useStaffRoles().includes('organiser');
  const decide = useDecideEntry();
  const [changing, setChanging] = useState(false);
  const [declining, setDeclining] = useState(false);
  // What the last decision made here was, said once it is stored (and read out by screen readers).
  const [made, setMade] = useState<'approved' | 'declined' | null>(null);
  const { decision } = entry;
  const withdrawn = entry.status === 'withdrawn';
  const open = !withdrawn && (decision === null || changing);
  const failure = decide.isError ? describeApiError(decide.error, language).message : null;

  const send = (body: Parameters<typeof decide.mutate>[0]['decision']) => {
    setMade(null);
    decide.mutate(
      { id: entry.id, decision: body },
      {
        onSuccess: () => {
          setChanging(false);
          setDeclining(false);
          setMade(body.status);
        },
      },
    );
  };

  return (
    <section className="backstage-panel decision" aria-labelledby={headingId}>
      <h2 className="decision__heading" id={headingId}>
        {t('decision.heading')}
      </h2>
      {decision ? (
        <dl className="decision__facts">
          <div>
            <dt className="visually-hidden">{t('entry.status')}</dt>
            <dd>
              <StatusBadge status={decision.status} />
            </dd>
          </div>
          <div>
            <dt>{t('decision.by')}</dt>
            <dd>{decision.decidedByName ?? t('decision.formerStaff')}</dd>
          </div>
          <div>
            <dt>{t('decision.at')}</dt>
            <dd>
              <time dateTime={decision.decidedAt}>{format.zoned(decision.decidedAt)}</time>
            </dd>
          </div>
          {decision.reason && (
            <div>
              <dt>{t('decision.reason')}</dt>
              <dd>{t(`reasons.${decision.reason}`)}</dd>
            </div>
          )}
          {decision.note && (
            <div>
              <dt>{t('decision.note')}</dt>
              <dd className="decision__note">{decision.note}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="decision__none">{t('decision.none')}</p>
      )}

      {withdrawn ? (
        <p className="decision__hint">{t('decision.withdrawn')}</p>
      ) : open && declining ? (
        <DeclineForm id={formId} busy={decide.isPending} onDecline={(choice) => send({ status: 'declined', ...choice })}>
          <div className="decision__actions">
            <button type="submit" className="button button--primary" disabled={decide.isPending}>
              {t('decision.decline')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setDeclining(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </DeclineForm>
      ) : open ? (
        <div className="decision__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={decide.isPending || decision?.status === 'approved'}
            onClick={() => send({ status: 'approved' })}
          >
            {t('decision.approve')}
          </button>
          <button type="button" className="button button--ghost" disabled={decide.isPending} onClick={() => setDeclining(true)}>
            {t('decision.decline')}
          </button>
          {changing && (
            <button type="button" className="button button--ghost" onClick={() => setChanging(false)}>
              {t('common.cancel')}
            </button>
          )}
        </div>
      ) : mayReverse ? (
        <div className="decision__actions">
          <button type="button" className="button button--ghost" onClick={() => setChanging(true)}>
            {t('decision.change')}
          </button>
        </div>
      ) : (
        <p className="decision__hint">{t('decision.readOnly')}</p>
      )}
      <FormFailure message={failure} />
      {/* A live region stays in the page to be read out; empty, it takes no room. */}
      <p className={made ? 'decision__done' : 'visually-hidden'} role="status">
        {made && t(made === 'approved' ? 'decision.approved' : 'decision.declined', { nickname: entry.nickname })}
      </p>
      {open && <p className="decision__hint">{t('decision.mailed', { language: review.language(entry.language) })}</p>}
    </section>
  );
}

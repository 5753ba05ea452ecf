import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Person } from '@awards/contracts';
import { useFormat } from '@/lib/format';

interface PersonCardProps {
  person: Person;
  busy: boolean;
  onDownload: () => void;
  onDelete: () => void;
}

/** The account found: who, how much the site holds of theirs, and what can be done on their request. A staff member's account is not deleted here. */
export function PersonCard({ person, busy, onDownload, onDelete }: PersonCardProps) {
  const { t } = useTranslation('personal-data');
  const { t: tb } = useTranslation('backstage');
  const format = useFormat();
  const staff = person.staffRoles.length > 0;
  const facts: [string, ReactNode][] = [
    [t('person.name'), person.name],
    [t('person.email'), person.email],
    [t('person.language'), LANGUAGES.find((language) => language.code === person.language)?.label ?? person.language],
    [t('person.created'), <time key="created" dateTime={person.createdAt}>{format.zoned(person.createdAt)}</time>],
    [t('person.roles'), staff ? person.staffRoles.map((role) => tb(`roles.${role}`)).join(', ') : t('person.none')],
    [t('person.entries'), format.count(person.entries)],
    [t('person.votes'), format.count(person.votes)],
    [t('person.guesses'), format.count(person.guesses)],
    [t('person.messages'), format.count(person.contactMessages)],
  ];
  return (
    <section className="backstage-panel person-card" aria-label={t('person.heading')}>
      <dl className="person-card__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="person-card__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {staff && <p className="person-card__staff">{t('person.staff')}</p>}
      <div className="person-card__actions">
        <button type="button" className="button button--ghost" disabled={busy} onClick={onDownload}>
          {busy ? t('person.downloading') : t('person.download')}
        </button>
        <button type="button" className="button button--ghost button--danger" disabled={staff} onClick={onDelete}>
          {t('person.delete')}
        </button>
      </div>
    </section>
  );
}

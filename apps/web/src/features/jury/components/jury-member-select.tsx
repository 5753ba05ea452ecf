import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Judge } from '@awards/contracts';
import { useJuryTable } from './jury-table-context';

/** The jury member the site shows for this judge; one already standing for another judge says whom. */
export function JuryMemberSelect({ judge }: { judge: Judge }) {
  const { t } = useTranslation('jury');
  const { juryMembers, linkedTo, setupFor, edit } = useJuryTable();
  const id = useId();
  const setup = setupFor(judge);
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t('jury.member.label', { name: judge.name })}
      </label>
      <select
        id={id}
        className="form-field__input jury-table__select"
        value={setup.juryMemberId ?? ''}
        onChange={(event) => edit(judge, { ...setup, juryMemberId: event.target.value === '' ? null : Number(event.target.value) })}
      >
        <option value="">{t('jury.member.none')}</option>
        {juryMembers.map((member) => {
          const other = linkedTo.get(member.id);
          return (
            <option key={member.id} value={member.id}>
              {other && other.userId !== judge.userId ? t('jury.member.taken', { member: member.name, judge: other.name }) : member.name}
            </option>
          );
        })}
      </select>
    </>
  );
}

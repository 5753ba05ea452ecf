import { useTranslation } from 'react-i18next';
import type { NominationSummary, SeasonRound } from '@awards/contracts';
import { FormField } from '@/components/form/form-field';
import './board-picker.css';

export interface BoardChoice {
  roundId: number;
  nominationId: number;
}

interface BoardPickerProps {
  rounds: readonly SeasonRound[];
  nominations: readonly NominationSummary[];
  roundId: number;
  nominationId: number;
  onChange: (choice: BoardChoice) => void;
}

/** Which round's nominees, in which nomination: the page's address keeps the choice. */
export function BoardPicker({ rounds, nominations, roundId, nominationId, onChange }: BoardPickerProps) {
  const { t } = useTranslation('rounds');
  return (
    <div className="backstage-panel board-picker" role="group" aria-label={t('picker.label')}>
      <FormField label={t('picker.round')}>
        {(control) => (
          <select className="form-field__input" {...control} value={roundId} onChange={(event) => onChange({ roundId: Number(event.target.value), nominationId })}>
            {rounds.map((round, index) => (
              <option key={round.id} value={round.id}>
                {t('picker.roundOption', { number: index + 1, kind: t(`rounds.${round.kind}`), status: t(round.seal ? 'status.sealed' : `status.${round.status}`) })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('picker.nomination')}>
        {(control) => (
          <select className="form-field__input" {...control} value={nominationId} onChange={(event) => onChange({ roundId, nominationId: Number(event.target.value) })}>
            {nominations.map((nomination) => (
              <option key={nomination.id} value={nomination.id}>
                {nomination.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}

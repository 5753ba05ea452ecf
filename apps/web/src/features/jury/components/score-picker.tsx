import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JUDGE_SCORE_MAX, JUDGE_SCORE_MIN } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import './score-picker.css';

const SCORES = Array.from({ length: JUDGE_SCORE_MAX - JUDGE_SCORE_MIN + 1 }, (_, index) => JUDGE_SCORE_MIN + index);

interface ScorePickerProps {
  /** Whom the score is for: the group's name. */
  nickname: string;
  value: number | null;
  onChange: (score: number) => void;
  /** The choice still shows, but cannot change (a sealed round, a declared conflict). */
  readOnly: boolean;
  /** The id of the line saying whether the score is saved, read with the group. */
  statusId?: string;
}

/**
 * A score from 1 to 10 as real radio buttons, so the arrow keys move through them as in any radio
 * group, each a large target: two rows of five on a phone, one row where the group has the room. The chosen one is
 * filled and ticked, not only coloured.
 */
export function ScorePicker({ nickname, value, onChange, readOnly, statusId }: ScorePickerProps) {
  const { t } = useTranslation('jury');
  const format = useFormat();
  const name = useId();
  const legendId = `${name}-legend`;
  const scaleId = `${name}-scale`;
  return (
    <fieldset className="score-picker" role="radiogroup" aria-labelledby={legendId} aria-describedby={[scaleId, statusId].filter(Boolean).join(' ')} disabled={readOnly}>
      <legend id={legendId} className="score-picker__legend">
        {t('sheet.scoreFor', { nickname })}
      </legend>
      <p id={scaleId} className="score-picker__scale">
        {t('sheet.scale', { min: format.count(JUDGE_SCORE_MIN), max: format.count(JUDGE_SCORE_MAX) })}
      </p>
      <div className="score-picker__options">
        {SCORES.map((score) => (
          <label key={score} className="score-picker__option">
            <input type="radio" className="score-picker__input" name={name} value={score} checked={value === score} onChange={() => onChange(score)} />
            <span className="score-picker__face">{format.count(score)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

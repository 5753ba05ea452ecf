import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOW_MODES, type ShowMode } from '../show-mode';
import './mode-switch.css';

interface ModeSwitchProps {
  mode: ShowMode;
  onChange: (mode: ShowMode) => void;
  /** The line saying who sees a reveal in this mode: every reveal button points to it. */
  hintId: string;
}

/** Show or Rehearsal, as two radio buttons; the line under them says who sees a reveal, and says it again on every switch. */
export function ModeSwitch({ mode, onChange, hintId }: ModeSwitchProps) {
  const { t } = useTranslation('show');
  const name = useId();
  return (
    <div className={`show-mode show-mode--${mode}`}>
      <fieldset className="show-mode__set">
        <legend className="show-mode__legend">{t('mode.label')}</legend>
        <div className="show-mode__options">
          {SHOW_MODES.map((each) => (
            <label key={each} className={`show-mode__option show-mode__option--${each}`}>
              <input type="radio" className="show-mode__input" name={name} value={each} checked={mode === each} onChange={() => onChange(each)} />
              <span>{t(`mode.${each}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id={hintId} className={`show-hint show-hint--${mode}`} role="status">
        {t(mode === 'show' ? 'mode.showHint' : 'mode.rehearsalHint')}
      </p>
    </div>
  );
}

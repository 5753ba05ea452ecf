import { useTranslation } from 'react-i18next';
import './keyboard-hint.css';

/** The queue's keys, shown where a reviewer sees them (a phone has no keyboard, so not there). */
export function KeyboardHint() {
  const { t } = useTranslation('entries');
  const keys = [
    [['j', 'k'], t('keys.move')],
    [['a'], t('keys.approve')],
    [['d'], t('keys.decline')],
    [['o'], t('keys.open')],
  ] as const;
  return (
    <div className="keyboard-hint">
      <span className="keyboard-hint__title">{t('keys.label')}</span>
      <dl className="keyboard-hint__keys">
        {keys.map(([letters, action]) => (
          <div key={action} className="keyboard-hint__item">
            <dt>
              {letters.map((letter, index) => (
                <span key={letter}>
                  {index > 0 && ' / '}
                  <kbd>{letter}</kbd>
                </span>
              ))}
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import './spinner.css';

/** Three sizes: small 30 px, default 60 px, large 90 px. */
export type SpinnerSize = 'small' | 'default' | 'large';

export function Spinner({ size = 'default', label }: { size?: SpinnerSize; label?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportKind } from '@awards/contracts';
import { useNotifications } from '@/components/ui/notification/notifications';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useDownloadExport } from '../api/download-export';
import { RoundPicker } from './round-picker';

/**
 * One export: what it holds, the votes' round picker, and its download. A refusal (a role revoked
 * meanwhile, a round gone) is said under the button, in the user's language.
 */
export function ExportPanel({ kind }: { kind: ExportKind }) {
  const { t } = useTranslation('exports');
  const language = useLanguage();
  const { notify } = useNotifications();
  const titleId = useId();
  const download = useDownloadExport();
  const [roundId, setRoundId] = useState<number | undefined>();
  const title = t(`kinds.${kind}.title`);

  const start = () => download.mutate({ kind, roundId }, { onSuccess: () => notify({ type: 'success', text: t('started', { title }) }) });

  return (
    <section className="backstage-panel export-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="backstage-section__title">
        {title}
      </h2>
      <p className="backstage-section__text">{t(`kinds.${kind}.text`)}</p>
      {kind === 'votes' && <RoundPicker value={roundId} onChange={setRoundId} disabled={download.isPending} />}
      <div className="backstage-section__actions export-panel__actions">
        <button type="button" className="button button--primary" disabled={download.isPending} onClick={start}>
          {download.isPending ? t('preparing') : t('download')}
        </button>
      </div>
      {download.isError && (
        <p className="export-panel__error" role="alert">
          {describeApiError(download.error, language).message}
        </p>
      )}
    </section>
  );
}

import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { localZoneName } from '@/entities/season/local-zone';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useControlRoom } from '../api/get-control-room';
import { ControlRoomView } from '../components/control-room-view';
import { MODE_PARAM, modeOf, type ShowMode } from '../show-mode';
import './show-page.css';

/** The control room of the live show, for organisers: its mode lives in the address (?mode=rehearsal). */
export function ShowPage() {
  const { t, i18n } = useTranslation('show');
  const language = useLanguage();
  const room = useControlRoom();
  const [search, setSearch] = useSearchParams();
  const mode = modeOf(search);
  const changeMode = (next: ShowMode) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'rehearsal') params.set(MODE_PARAM, next);
        else params.delete(MODE_PARAM);
        return params;
      },
      { replace: true },
    );

  return (
    <Page title={t('show.title')} lead={t('show.lead')}>
      {room.isPending && <Spinner />}
      {room.isError && !room.data && (
        <div className="show-page__problem">
          <p role="alert">
            {t('common.loadError')} {describeApiError(room.error, language).message}
          </p>
          <button type="button" className="button button--ghost" onClick={() => void room.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {room.data && (
        <div className="show-page">
          <p className="show-page__zone">{t('common.zone', { zone: localZoneName(i18n.language) })}</p>
          {room.isRefetchError && <p className="show-page__stale">{t('common.stale')}</p>}
          <ControlRoomView room={room.data} mode={mode} onModeChange={changeMode} />
        </div>
      )}
    </Page>
  );
}

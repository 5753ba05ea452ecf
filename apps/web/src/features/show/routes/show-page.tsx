import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { Spinner } from '@/components/ui/spinner/spinner';
import { localZoneName } from '@/entities/season/local-zone';
import { useControlRoom } from '../api/get-control-room';
import { ControlRoomView } from '../components/control-room-view';
import { MODE_PARAM, modeOf, type ShowMode } from '../show-mode';
import './show-page.css';

/** The control room of the live show, for organisers: its mode lives in the address (?mode=rehearsal). */
export function ShowPage() {
  const { t, i18n } = useTranslation('show');
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
      {room.isError && !room.data && <LoadProblem namespace="show" error={room.error} onRetry={() => void room.refetch()} />}
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

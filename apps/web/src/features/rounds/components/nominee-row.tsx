import { useTranslation } from 'react-i18next';
import type { BackstageNominee } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import { ExternalLink } from '@/components/external-link/external-link';
import { Badge } from '@/components/ui/badge/badge';
import { NomineePhoto } from './nominee-photo';

interface NomineeDetailsProps {
  nominee: BackstageNominee;
  position: number;
}

/** The id of a nominee's row on the board, which an entry naming the same streamer links to. */
export const nomineeAnchor = (nomineeId: number) => `nominee-${nomineeId}`;

/** Who a nominee is: place, photo, nickname, page, the entries naming that page, and how they came in. */
export function NomineeDetails({ nominee, position }: NomineeDetailsProps) {
  const { t } = useTranslation('rounds');
  const format = useFormat();
  return (
    <>
      <span className="nominee-row__position" aria-hidden="true">
        {format.count(position)}
      </span>
      <NomineePhoto photo={nominee.photo} nickname={nominee.nickname} />
      <div className="nominee-row__who">
        <h3 className="nominee-row__nickname" id={nomineeAnchor(nominee.id)} tabIndex={-1} title={nominee.nickname}>
          {nominee.nickname}
        </h3>
        <p className="nominee-row__facts">
          <ExternalLink className="nominee-row__page" href={nominee.linkToPage}>
            {t('common.page')}
          </ExternalLink>
          {nominee.entries > 0 && <span>{t('nominee.entries', { count: nominee.entries })}</span>}
          {nominee.applicationId === null && <Badge>{t('nominee.byHand')}</Badge>}
          {/* Demo data the seed put there: set apart from what staff added, so nobody takes it for a real nominee. */}
          {nominee.demo && <Badge tone="muted">{t('nominee.demo')}</Badge>}
          {nominee.wildcard && <Badge tone="warning">{t('nominee.wildcard')}</Badge>}
          {nominee.hasVotes && <Badge line="dashed">{t('nominee.hasVotes')}</Badge>}
        </p>
      </div>
    </>
  );
}

/** A nominee of a sealed round: nothing to move or remove. */
export function FixedNomineeRow(props: NomineeDetailsProps) {
  return (
    <li className="nominee-row nominee-row--fixed">
      <NomineeDetails {...props} />
    </li>
  );
}

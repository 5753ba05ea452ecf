import type { CSSProperties, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { BackstageNominee } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import { ExternalLink } from '@/components/external-link/external-link';
import { NomineePhoto } from './nominee-photo';

interface NomineeDetailsProps {
  nominee: BackstageNominee;
  position: number;
}

/** Who a nominee is: place, photo, nickname, page, the applications naming that page, and how they came in. */
function NomineeDetails({ nominee, position }: NomineeDetailsProps) {
  const { t } = useTranslation('nominees');
  const format = useFormat();
  return (
    <>
      <span className="nominee-row__position" aria-hidden="true">
        {format.count(position)}
      </span>
      <NomineePhoto photo={nominee.photo} nickname={nominee.nickname} />
      <div className="nominee-row__who">
        <h3 className="nominee-row__nickname">{nominee.nickname}</h3>
        <p className="nominee-row__facts">
          <ExternalLink className="nominee-row__page" href={nominee.linkToPage}>
            {t('common.page')}
          </ExternalLink>
          {nominee.entries > 0 && <span>{t('nominee.entries', { count: nominee.entries })}</span>}
          {nominee.applicationId === null && <span className="nominee-badge">{t('nominee.byHand')}</span>}
          {nominee.wildcard && <span className="nominee-badge nominee-badge--wildcard">{t('nominee.wildcard')}</span>}
          {nominee.hasVotes && <span className="nominee-badge nominee-badge--votes">{t('nominee.hasVotes')}</span>}
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

interface SortableNomineeRowProps extends NomineeDetailsProps {
  total: number;
  busy: boolean;
  onMove: (nominee: BackstageNominee, by: -1 | 1) => void;
  onRemove: (nominee: BackstageNominee) => void;
  /** The move buttons, to keep the focus on the one pressed while its row changes place. */
  moveRef: (nominee: BackstageNominee, by: -1 | 1) => Ref<HTMLButtonElement>;
}

/**
 * A nominee that can change place: by its handle, dragged or moved with the keyboard (dnd-kit's
 * sensors, told to screen readers by the list), or one step with the buttons beside it.
 */
export function SortableNomineeRow({ nominee, position, total, busy, onMove, onRemove, moveRef }: SortableNomineeRowProps) {
  const { t } = useTranslation('nominees');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: nominee.id,
    attributes: { roleDescription: t('drag.roleDescription') },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const nickname = nominee.nickname;

  return (
    <li ref={setNodeRef} style={style} className={`nominee-row${isDragging ? ' is-dragging' : ''}`}>
      <button ref={setActivatorNodeRef} type="button" className="nominee-row__handle" aria-label={t('nominee.drag', { nickname })} {...attributes} {...listeners}>
        <GripIcon />
      </button>
      <NomineeDetails nominee={nominee} position={position} />
      <div className="nominee-row__actions">
        <button ref={moveRef(nominee, -1)} type="button" className="icon-button nominee-row__move" aria-label={t('nominee.moveUp', { nickname })} disabled={position === 1} onClick={() => onMove(nominee, -1)}>
          <ArrowIcon up />
        </button>
        <button ref={moveRef(nominee, 1)} type="button" className="icon-button nominee-row__move" aria-label={t('nominee.moveDown', { nickname })} disabled={position === total} onClick={() => onMove(nominee, 1)}>
          <ArrowIcon />
        </button>
        <button type="button" className="button button--ghost button--small nominee-row__remove" aria-label={t('nominee.removeLabel', { nickname })} disabled={busy} onClick={() => onRemove(nominee)}>
          {t('nominee.remove')}
        </button>
      </div>
    </li>
  );
}

const GripIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

const ArrowIcon = ({ up = false }: { up?: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
  </svg>
);

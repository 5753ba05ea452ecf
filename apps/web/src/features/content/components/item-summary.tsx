import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentEditorItem } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import { itemPath } from '../content-places';
import { StateBadge } from './state-badge';

interface ItemSummaryProps {
  collection: string;
  item: ContentEditorItem;
  name: string;
  /** Its place in the site's order; none in a list the site does not order. */
  position?: number;
  /** How many of its texts a publish still needs. */
  missing: number;
}

/** An item in its collection's list: place, name (the way to its editor), where it stands in the draft, and who last changed it. */
export function ItemSummary({ collection, item, name, position, missing }: ItemSummaryProps) {
  const { t } = useTranslation('content');
  const format = useFormat();
  return (
    <>
      {position !== undefined && (
        <span className="content-item__position" aria-hidden="true">
          {format.count(position)}
        </span>
      )}
      <div className="content-item__who">
        <Link className="content-item__name" to={itemPath(collection, item.id)}>
          {name}
        </Link>
        <p className="content-item__facts">
          <StateBadge state={item.state} />
          {missing > 0 && <span className="content-item__missing">{t('collection.missing', { count: missing })}</span>}
          {item.changedBy && item.changedAt && <span>{t('collection.changedBy', { who: item.changedBy, at: format.zoned(item.changedAt) })}</span>}
        </p>
      </div>
    </>
  );
}

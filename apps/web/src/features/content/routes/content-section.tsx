import { Navigate, useRoutes } from 'react-router';
import { BACKSTAGE_ROUTES, backstagePath, type BackstageRouteName } from '@/lib/backstage-paths';
import { PublishBar } from '../components/publish-bar';
import { UnsavedEditsProvider } from '../unsaved-edits';
import { CollectionPage } from './collection-page';
import { HistoryPage } from './history-page';
import { ItemPage } from './item-page';
import { OverviewPage } from './overview-page';
import './content-section.css';

/** A content page's path as its route here, under /backstage/content. */
const under = (name: BackstageRouteName) => BACKSTAGE_ROUTES[name].slice(BACKSTAGE_ROUTES.BackstageContent.length + 1);

/**
 * The organisers' content: the overview, a collection's items, an item's editor and the published
 * versions. The publishing bar stays over all of them, with what a refused publish still asks for,
 * and what was typed in an editor stays until it is saved or discarded, from page to page.
 */
export function ContentSection() {
  const page = useRoutes([
    { index: true, element: <OverviewPage /> },
    { path: under('BackstageContentHistory'), element: <HistoryPage /> },
    { path: under('BackstageContentCollection'), element: <CollectionPage /> },
    { path: under('BackstageContentItem'), element: <ItemPage /> },
    { path: '*', element: <Navigate to={backstagePath('BackstageContent')} replace /> },
  ]);
  return (
    <UnsavedEditsProvider>
      <div className="content-section">
        <PublishBar />
        {page}
      </div>
    </UnsavedEditsProvider>
  );
}

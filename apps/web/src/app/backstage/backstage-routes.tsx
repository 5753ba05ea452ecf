import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffSelf } from '@awards/contracts';
import { Spinner } from '@/components/ui/spinner/spinner';
import { getConfig } from '@/lib/config';
import { BACKSTAGE_ROUTES, backstagePath, type BackstageRouteName } from '@/lib/backstage-paths';
import { NoAccessNotice } from './access-notices';
import { mayOpen, SECTIONS, sectionsFor, type SectionName, sectionPath } from './sections';

/** A page's code, loaded on its first visit (its own chunk). */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const EntriesPage = page(() => import('@/features/entries/routes/entries-page'), 'EntriesPage');
const EntryPage = page(() => import('@/features/entries/routes/entry-page'), 'EntryPage');
const BlockListPage = page(() => import('@/features/entries/routes/block-list-page'), 'BlockListPage');
const InboxPage = page(() => import('@/features/contact/routes/inbox-page'), 'InboxPage');
const MessagePage = page(() => import('@/features/contact/routes/message-page'), 'MessagePage');
const AuditPage = page(() => import('@/features/audit/routes/audit-page'), 'AuditPage');
const ExportsPage = page(() => import('@/features/exports/routes/exports-page'), 'ExportsPage');
const StaffPage = page(() => import('@/features/staff/routes/staff-page'), 'StaffPage');
const PersonalDataPage = page(() => import('@/features/personal-data/routes/personal-data-page'), 'PersonalDataPage');
const JuryPage = page(() => import('@/features/jury/routes/jury-page'), 'JuryPage');
const JudgingPage = page(() => import('@/features/jury/routes/judging-page'), 'JudgingPage');
const JudgingSheetPage = page(() => import('@/features/jury/routes/judging-sheet-page'), 'JudgingSheetPage');
const SeasonPage = page(() => import('@/features/season/routes/season-page'), 'SeasonPage');
const NomineesPage = page(() => import('@/features/rounds/routes/nominees-page'), 'NomineesPage');
const ResultsPage = page(() => import('@/features/results/routes/results-page'), 'ResultsPage');
const IntegrityPage = page(() => import('@/features/integrity/routes/integrity-page'), 'IntegrityPage');
const ShowPage = page(() => import('@/features/show/routes/show-page'), 'ShowPage');
const OverviewPage = page(() => import('@/features/readiness/routes/overview-page'), 'OverviewPage');
const ContentSection = page(() => import('@/features/content/routes/content-section'), 'ContentSection');

/** A backstage path as its route here, under /backstage. */
const under = (name: BackstageRouteName) => BACKSTAGE_ROUTES[name].slice(BACKSTAGE_ROUTES.Backstage.length + 1);

/** The page title: the product, then the backstage's section. */
function useSectionTitle(section: SectionName) {
  const { t } = useTranslation('backstage');
  const title = t('layout.documentTitle', { product: getConfig().title, section: t(`nav.${section}`) });
  useEffect(() => {
    // After the root layout's own title effect, which runs after this one in the same commit (a switch of language).
    queueMicrotask(() => {
      document.title = title;
    });
  }, [title]);
}

/** A section's page, for the roles that open it; anyone else is told so, in place. */
function InSection({ self, name, children }: { self: StaffSelf; name: SectionName; children: ReactNode }) {
  useSectionTitle(name);
  const section = SECTIONS.find((item) => item.name === name)!;
  return mayOpen(section, self.roles) ? children : <NoAccessNotice inSection />;
}

/**
 * The backstage's route table, under /backstage. /backstage is the season overview for the roles
 * that see it, else it opens the first section the caller's roles allow; an unknown address under
 * it goes there too.
 */
export function BackstageRoutes({ self }: { self: StaffSelf }) {
  const first = sectionsFor(self.roles)[0];
  const section = (name: SectionName, content: ReactNode) => (
    <InSection self={self} name={name}>
      {content}
    </InSection>
  );
  const page = useRoutes([
    { index: true, element: first?.name === 'overview' ? section('overview', <OverviewPage />) : first ? <Navigate to={sectionPath(first)} replace /> : <NoAccessNotice inSection /> },
    { path: under('BackstageEntries'), element: section('entries', <EntriesPage />) },
    { path: under('BackstageEntry'), element: section('entries', <EntryPage />) },
    { path: under('BackstageBlockList'), element: section('blockList', <BlockListPage />) },
    { path: under('BackstageInbox'), element: section('inbox', <InboxPage />) },
    { path: under('BackstageMessage'), element: section('inbox', <MessagePage />) },
    { path: under('BackstageSeason'), element: section('season', <SeasonPage />) },
    { path: under('BackstageNominees'), element: section('nominees', <NomineesPage />) },
    { path: under('BackstageJury'), element: section('jury', <JuryPage />) },
    { path: under('BackstageResults'), element: section('results', <ResultsPage />) },
    { path: under('BackstageIntegrity'), element: section('integrity', <IntegrityPage />) },
    { path: under('BackstageShow'), element: section('show', <ShowPage />) },
    // The content's pages share a frame (its publishing bar, the edits not saved yet): they are matched below it.
    { path: `${under('BackstageContent')}/*`, element: section('content', <ContentSection />) },
    { path: under('BackstageJudging'), element: section('judging', <JudgingPage />) },
    { path: under('BackstageJudgingSheet'), element: section('judging', <JudgingSheetPage />) },
    { path: under('BackstageExports'), element: section('exports', <ExportsPage />) },
    { path: under('BackstageAudit'), element: section('audit', <AuditPage />) },
    { path: under('BackstageStaff'), element: section('staff', <StaffPage />) },
    { path: under('BackstagePeople'), element: section('people', <PersonalDataPage />) },
    { path: '*', element: <Navigate to={backstagePath('Backstage')} replace /> },
  ]);
  return (
    <Suspense
      fallback={
        <div className="backstage__loading">
          <Spinner size="large" />
        </div>
      }
    >
      {page}
    </Suspense>
  );
}

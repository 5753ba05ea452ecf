import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useContentVersions } from '../api/list-content-versions';
import { AGAINST_PARAMETER, VERSION_PARAMETER } from '../content-places';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { VersionChanges } from '../components/version-changes';
import { VersionsTable } from '../components/versions-table';
import './history-page.css';

/** A positive id from the address, or undefined. */
const idFrom = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/**
 * The published versions: who published each, when and how much it changed; one chosen (kept in
 * the address: `?version=12&against=9`) shows what it changed, and can be published again.
 */
export function HistoryPage() {
  const { t } = useTranslation('content');
  const versions = useContentVersions();
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const list = versions.data?.versions ?? [];
  const chosen = idFrom(search.get(VERSION_PARAMETER));
  const version = list.find((each) => each.id === chosen) ?? list[0];
  const against = idFrom(search.get(AGAINST_PARAMETER));

  const show = (id: number, compared?: number) => setSearch(compared === undefined ? { [VERSION_PARAMETER]: String(id) } : { [VERSION_PARAMETER]: String(id), [AGAINST_PARAMETER]: String(compared) });

  return (
    <Page title={t('history.title')} lead={t('history.lead')}>
      <p ref={status} className="content-history__status" role="status" tabIndex={-1}>
        {notice}
      </p>
      {versions.isPending && <Spinner />}
      {versions.isError && <LoadProblem namespace="content" error={versions.error} onRetry={() => void versions.refetch()} />}
      {versions.data && (
        <div className="content-history">
          <VersionsTable versions={versions.data.versions} selected={version?.id} onSelect={(id) => show(id)} />
          {version && (
            <VersionChanges
              key={version.id}
              version={version}
              versions={list}
              against={against}
              onAgainstChange={(compared) => show(version.id, compared)}
              onRestored={(restored) => {
                setNotice(t('history.restored', { id: version.id, version: restored.id }));
                show(restored.id);
                status.current?.focus();
              }}
            />
          )}
        </div>
      )}
    </Page>
  );
}

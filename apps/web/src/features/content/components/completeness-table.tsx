import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type ContentMissingText, type LanguageCode } from '@awards/contracts';
import { DataTable, dataTableColumns } from '@/components/backstage/data-table';
import { useFormat } from '@/lib/format';
import { useContentWords } from '../content-words';

interface CompletenessRow {
  collection: string;
  missing: Record<LanguageCode, number>;
}
const column = dataTableColumns<CompletenessRow>();

/** How many texts each collection lacks in each language: only the collections lacking any, in the editor's order. */
export function CompletenessTable({ collections, missing }: { collections: readonly string[]; missing: readonly ContentMissingText[] }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const words = useContentWords();
  const rows = useMemo(
    () =>
      collections
        .map((collection) => ({
          collection,
          missing: Object.fromEntries(LANGUAGES.map(({ code }) => [code, missing.filter((text) => text.collection === collection && text.language === code).length])) as CompletenessRow['missing'],
        }))
        .filter((row) => Object.values(row.missing).some((count) => count > 0)),
    [collections, missing],
  );
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('collection', { header: t('overview.collection'), cell: ({ getValue }) => words.collection(getValue()), meta: { wide: true } }),
        ...LANGUAGES.map(({ code, label }) =>
          column.accessor((row) => row.missing[code], {
            id: code,
            header: label,
            cell: ({ getValue }) => (getValue() > 0 ? <strong className="content-overview__missing">{format.count(getValue())}</strong> : format.count(0)),
          }),
        ),
      ]),
    [t, format, words],
  );
  return <DataTable columns={columns} data={rows} getRowId={(row) => row.collection} caption={t('overview.completenessCaption')} />;
}

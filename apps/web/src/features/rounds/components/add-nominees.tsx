import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryCandidate, NomineeBoard } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { TabList, tabPanelProps } from '@/components/ui/tabs/tab-list';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useAddNominee } from '../api/add-nominee';
import { EntryCandidates } from './entry-candidates';
import { HandNomineeForm } from './hand-nominee-form';
import { ShortlistBuilder } from './shortlist-builder';
import './add-nominees.css';

type Way = 'standings' | 'entries' | 'hand';

interface AddNomineesProps {
  board: NomineeBoard;
  /** Says what changed, in the board's status line. */
  onNotice: (text: string) => void;
}

/**
 * The ways to add nominees, as tabs: for a round after a sealed one the longlist's standings come
 * first, then approved entries by streamer page, then by hand.
 */
export function AddNominees({ board, onNotice }: AddNomineesProps) {
  const { t } = useTranslation('rounds');
  const language = useLanguage();
  const headingId = useId();
  const idPrefix = useId();
  const roundId = board.round.id;
  const nominationId = board.nominationId;
  const ways: Way[] = board.standingCandidates ? ['standings', 'entries', 'hand'] : ['entries', 'hand'];
  const [chosen, setChosen] = useState<Way>(ways[0]!);
  const way = ways.includes(chosen) ? chosen : ways[0]!;
  const add = useAddNominee(roundId, nominationId);
  const adding = add.isPending && add.variables.from === 'entries' ? add.variables.pageKey : null;

  const addEntry = (candidate: EntryCandidate) =>
    add.mutate({ from: 'entries', pageKey: candidate.pageKey }, { onSuccess: () => onNotice(t('add.added', { nickname: candidate.nickname })) });

  return (
    <section className="backstage-panel add-nominees" aria-labelledby={headingId}>
      <h2 className="add-nominees__title" id={headingId}>
        {t('add.title')}
      </h2>
      <TabList tabs={ways} selected={way} onSelect={setChosen} idPrefix={idPrefix} label={t('add.ways')} className="add-nominees__tabs">
        {(tab) => t(`add.${tab}`)}
      </TabList>
      <div {...tabPanelProps(idPrefix, way)} className="add-nominees__panel">
        {way === 'entries' && (
          <>
            <EntryCandidates candidates={board.entryCandidates} addingKey={adding} onAdd={addEntry} />
            <FormFailure message={add.isError ? describeApiError(add.error, language).message : null} />
          </>
        )}
        {way === 'hand' && <HandNomineeForm roundId={roundId} nominationId={nominationId} onAdded={(nickname) => onNotice(t('add.added', { nickname }))} />}
        {way === 'standings' && board.standingCandidates && (
          <ShortlistBuilder roundId={roundId} nominationId={nominationId} candidates={board.standingCandidates} onBuilt={() => onNotice(t('standings.built'))} />
        )}
      </div>
    </section>
  );
}

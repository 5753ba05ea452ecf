import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegritySignal } from '@awards/contracts';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { useIntegrityFormats } from './integrity-formats';

/** What a signal card says: its kind's title and the reason it fired, in sentences each with its own number. */
export interface SignalText {
  title: string;
  reason: string;
}

/**
 * Writes each signal's reason from the figures the server found, in the language shown: who, how
 * many, from where (the first characters of an address's keyed hash) and when, to the second.
 */
export function useSignalText(): (signal: IntegritySignal) => SignalText {
  const { t } = useTranslation('integrity');
  const nominationTitle = useNominationTitle();
  const format = useIntegrityFormats();

  const sentences = useCallback(
    (signal: IntegritySignal): string[] => {
      switch (signal.kind) {
        case 'sign_up_burst':
          return [t('reasons.signUpBurst', { count: signal.accounts, address: signal.address, span: format.span(signal.firstAt, signal.lastAt) }), t('reasons.signUpBurstVoters', { count: signal.voters })];
        case 'shared_address':
          // One browser among them all is its own sentence: Russian's `one` form also holds 21 browsers.
          return [
            t('reasons.sharedAddress', { count: signal.accounts, address: signal.address }),
            t('reasons.sharedAddressAgents', { count: signal.userAgents, context: signal.userAgents === 1 ? 'same' : undefined }),
          ];
        case 'nominee_burst':
          return [
            t('reasons.nomineeBurst', { count: signal.votes, nickname: signal.nickname, nomination: nominationTitle(signal.nominationId), span: format.span(signal.from, signal.to) }),
            t('reasons.nomineeBurstFactor', { factor: format.factor(signal.factor) }),
          ];
        case 'quick_votes':
          return [t('reasons.quickVotes', { count: signal.votes, seconds: format.seconds(signal.seconds) }), t('reasons.quickVotesVoters', { count: signal.voters })];
        case 'young_accounts':
          return [t('reasons.youngAccounts', { count: signal.voters, hours: format.hours(signal.hours) })];
        case 'disposable_email':
          return [t('reasons.disposableEmail', { count: signal.voters, domains: format.list(signal.domains) })];
        case 'shared_mailbox':
          return [t('reasons.sharedMailbox', { count: signal.accounts })];
      }
    },
    [t, format, nominationTitle],
  );

  return useCallback((signal) => ({ title: t(`kinds.${signal.kind}`), reason: sentences(signal).join(' ') }), [t, sentences]);
}

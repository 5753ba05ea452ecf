import type { HomeWinners } from '@awards/contracts';

/** One winner as the home page shows it, whichever source it came from. */
export interface WinnerCard {
  nominationId: number;
  nickname: string;
  /** An asset id of the content service, or an absolute image address. */
  photo: string;
  link: string;
  /** This season's share of the votes; the previous edition's winners carry none. */
  percentage: number | null;
  /** This season's blended result of the audience's votes and the jury's scores, out of 100; none for the previous edition. */
  result: number | null;
}

export interface WinnersView {
  source: HomeWinners['source'];
  /** The edition the previous winners belong to (e.g. 2025); null for this season's. */
  edition: number | null;
  cards: WinnerCard[];
}

/**
 * `current` winners are the first of this season's revealed standings (a nominee inside each item);
 * `previous_edition` winners are flat rows with the edition year. Both become the same cards,
 * in nomination order.
 */
export function winnersView(winners: HomeWinners): WinnersView {
  const byNomination = (a: WinnerCard, b: WinnerCard) => a.nominationId - b.nominationId;
  if (winners.source === 'current') {
    return {
      source: 'current',
      edition: null,
      cards: winners.items
        .map((item) => ({
          nominationId: item.nominationId,
          nickname: item.nominee.nickname,
          photo: item.nominee.photo,
          link: item.nominee.linkToPage,
          percentage: item.percentage,
          result: item.result,
        }))
        .sort(byNomination),
    };
  }
  return {
    source: 'previous_edition',
    edition: winners.items.reduce<number | null>((latest, item) => (latest === null || item.edition > latest ? item.edition : latest), null),
    cards: winners.items
      .map((item) => ({ nominationId: item.nominationId, nickname: item.nickname, photo: item.photo, link: item.linkToPage, percentage: null, result: null }))
      .sort(byNomination),
  };
}

import { useTranslation } from 'react-i18next';
import { showMoment, type SeasonCalendar, type SeasonMoment } from '@awards/contracts';
import { useLanguage } from './i18n';

type MomentKey = Exclude<SeasonMoment['kind'], 'voting-opens' | 'voting-closes'> | `${'voting-opens' | 'voting-closes'}.${'longlist' | 'shortlist'}`;

/** A moment's catalogue key: a round's opening and closing are said per round. */
const keyOf = (moment: SeasonMoment): MomentKey => ('round' in moment ? `${moment.kind}.${moment.round}` : moment.kind);

/**
 * What the season's moments are called in the language shown, each date written in the show's
 * zone, named (`showMoment`), so that every page gives a moment alike.
 */
export function useSeasonWords() {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = (iso: string) => showMoment(iso, language);
  /** The moment as a sentence with its date: 'Applications are open until 3 January 2027, 11:59 PM CET.' */
  const sentence = (moment: SeasonMoment) => t(`moment.sentence.${keyOf(moment)}`, { date: 'at' in moment ? date(moment.at) : '' });
  return {
    /** What the countdown counts to ('Applications close in'), or, with nothing to count to, what is on ('The show is live'). */
    label: (moment: SeasonMoment) => t(`moment.countdown.${keyOf(moment)}`),
    sentence,
    /**
     * What a visitor who would apply is told while applications are not open: that they are not
     * open yet and when they open, or when they closed and what comes next, each with its date.
     */
    applicationsNotice: ({ calendar, moment }: { calendar: SeasonCalendar; moment: SeasonMoment }) =>
      moment.kind === 'applications-open'
        ? { title: t('moment.applications.notOpenTitle'), text: sentence(moment) }
        : { title: t('moment.applications.closedTitle'), text: `${t('moment.applications.closed', { date: date(calendar.applications.endsAt) })} ${sentence(moment)}` },
  };
}

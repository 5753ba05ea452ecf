import { z } from 'zod';
import type { Camel } from './wire-case';
import { LANGUAGES, type LanguageCode } from './languages';
import { SOCIAL_NETWORKS } from './content-collections';
import { Leaderboard } from './legends';
import { VOTING_ROUND_KINDS, VotingWinner } from './voting';

/** General data (`GET /api/v2/settings`): the season's phases, the footer's socials, the stream page. */

const dateTime = z.iso.datetime();

export const PhaseWindow = z.object({ starts_at: dateTime, ends_at: dateTime });
export type PhaseWindow = Camel<z.infer<typeof PhaseWindow>>;

/** The three steps of the key dates: apply, vote, the live show. */
export const SeasonPhases = z.object({ applications: PhaseWindow, voting: PhaseWindow, live: PhaseWindow });
export type SeasonPhases = Camel<z.infer<typeof SeasonPhases>>;

export const SocialLink = z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.url() });
export type SocialLink = Camel<z.infer<typeof SocialLink>>;
export const SocialLinks = z.array(SocialLink);

export const StreamChannel = z.object({ provider: z.string().min(1), channel: z.string().min(1) });
export type StreamChannel = Camel<z.infer<typeof StreamChannel>>;

const restreamShape = Object.fromEntries(LANGUAGES.map(({ code }) => [code, StreamChannel])) as Record<LanguageCode, typeof StreamChannel>;

/** The main broadcast and one restream per language (keys are the wire's codes: SP, not ES). */
export const StreamSettings = z.object({ main: StreamChannel, restreams: z.object(restreamShape) });
export type StreamSettings = Camel<z.infer<typeof StreamSettings>>;

/** A voting round's dates, each round in start order. */
export const CalendarRound = z.object({ kind: z.enum(VOTING_ROUND_KINDS), starts_at: dateTime, ends_at: dateTime });
export type CalendarRound = Camel<z.infer<typeof CalendarRound>>;

export const SettingsResponse = z.object({
  phases: SeasonPhases,
  /** The voting rounds within the voting phase: what the countdown and the key dates name. */
  rounds: z.array(CalendarRound),
  /** Every round's results are public: the countdown gives way to them. */
  results_out: z.boolean(),
  socials: SocialLinks,
  stream: StreamSettings,
  /** Where the home page's community section invites visitors to join. */
  community_url: z.url(),
  applications_open: z.boolean(),
  voting_open: z.boolean(),
});
export type SettingsResponse = Camel<z.infer<typeof SettingsResponse>>;

/** A winner of the edition before this one, shown until this season's results are out (the `previous_winners` collection). */
export const PreviousWinner = z.object({
  nomination_id: z.number().int().positive(),
  nickname: z.string(),
  /** An asset id, served at `{content}/assets/{id}`. */
  photo: z.string().min(1),
  link_to_page: z.string(),
  edition: z.number().int(),
});
export type PreviousWinner = Camel<z.infer<typeof PreviousWinner>>;
export const PreviousWinners = z.array(PreviousWinner);

/**
 * The home page's winners: this season's once a voting round is revealed (`current`), until then
 * the previous edition's (`previous_edition`), so the web app can label them.
 */
export const HomeWinners = z.discriminatedUnion('source', [
  z.object({ source: z.literal('current'), items: z.array(VotingWinner) }),
  z.object({ source: z.literal('previous_edition'), items: PreviousWinners }),
]);
export type HomeWinners = Camel<z.infer<typeof HomeWinners>>;

/** Home page data (`GET /api/v2/home`). */
export const HomeResponse = z.object({ winners: HomeWinners, leaderboard: Leaderboard });
export type HomeResponse = Camel<z.infer<typeof HomeResponse>>;

import type { ParamsOf } from './paths';

/**
 * The backstage's route table (app/backstage), kept apart from the site's (lib/paths.ts), which is
 * part of the public pages' first download; the backstage is a build of its own.
 */
export const BACKSTAGE_ROUTES = {
  Backstage: '/backstage',
  BackstageEntries: '/backstage/entries',
  BackstageEntry: '/backstage/entries/:id',
  BackstageBlockList: '/backstage/block-list',
  BackstageInbox: '/backstage/inbox',
  BackstageMessage: '/backstage/inbox/:id',
  BackstageAudit: '/backstage/audit',
  BackstageExports: '/backstage/exports',
  BackstageStaff: '/backstage/staff',
  BackstagePeople: '/backstage/people',
  BackstageJury: '/backstage/jury',
  BackstageJudging: '/backstage/judging',
  BackstageJudgingSheet: '/backstage/judging/:roundId/:nominationId',
  BackstageSeason: '/backstage/season',
  BackstageNominees: '/backstage/nominees',
  BackstageResults: '/backstage/results',
  BackstageIntegrity: '/backstage/integrity',
  BackstageShow: '/backstage/show',
  BackstageContent: '/backstage/content',
  BackstageContentHistory: '/backstage/content/history',
  BackstageContentCollection: '/backstage/content/:collection',
  BackstageContentItem: '/backstage/content/:collection/:id',
} as const;

export type BackstageRouteName = keyof typeof BACKSTAGE_ROUTES;

/** The path of a backstage route with its parameters filled in, as `pathTo` does for the site's. */
export function backstagePath<Name extends BackstageRouteName>(
  name: Name,
  ...[params]: keyof ParamsOf<(typeof BACKSTAGE_ROUTES)[Name]> extends never ? [] : [ParamsOf<(typeof BACKSTAGE_ROUTES)[Name]>]
): string {
  return BACKSTAGE_ROUTES[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String((params as Record<string, string | number>)[key])));
}

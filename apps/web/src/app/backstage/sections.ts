import { backstagePath } from '@/lib/backstage-paths';
import { getContentOverview, getControlRoom, getSeasonReadiness, getIntegrityReport, getJury, getNomineeBoard, getSeason, listAudit, listBlockList, listEntries, linkEntriesExport, listJudgingTasks, listMessages, listStaff, findPerson, sealRound, type StaffRole } from '@awards/contracts';
export type SectionName = 'overview' | 'entries' | 'blockList' | 'inbox' | 'season' | 'nominees' | 'jury' | 'results' | 'integrity' | 'show' | 'content' | 'judging' | 'exports' | 'audit' | 'staff' | 'people';

export interface Section {
  name: SectionName;
  route: 'Backstage' | 'BackstageEntries' | 'BackstageBlockList' | 'BackstageInbox' | 'BackstageSeason' | 'BackstageNominees' | 'BackstageJury' | 'BackstageResults' | 'BackstageIntegrity' | 'BackstageShow' | 'BackstageContent' | 'BackstageJudging' | 'BackstageExports' | 'BackstageAudit' | 'BackstageStaff' | 'BackstagePeople';
  /** Who may open it: the roles of the endpoint its page lists, so the menu follows the contracts. */
  roles: readonly StaffRole[];
  /** What the menu opens it on, when not everything: the queue opens on what still waits for a decision. */
  search?: string;
}

/** The backstage's sections, in the menu's order. */
export const SECTIONS: readonly Section[] = [
  { name: 'overview', route: 'Backstage', roles: getSeasonReadiness.roles },
  { name: 'entries', route: 'BackstageEntries', roles: listEntries.roles, search: '?status=in_progress' },
  { name: 'blockList', route: 'BackstageBlockList', roles: listBlockList.roles },
  { name: 'inbox', route: 'BackstageInbox', roles: listMessages.roles },
  { name: 'season', route: 'BackstageSeason', roles: getSeason.roles },
  { name: 'nominees', route: 'BackstageNominees', roles: getNomineeBoard.roles },
  { name: 'jury', route: 'BackstageJury', roles: getJury.roles },
  { name: 'results', route: 'BackstageResults', roles: sealRound.roles },
  { name: 'integrity', route: 'BackstageIntegrity', roles: getIntegrityReport.roles },
  { name: 'show', route: 'BackstageShow', roles: getControlRoom.roles },
  { name: 'content', route: 'BackstageContent', roles: getContentOverview.roles },
  { name: 'judging', route: 'BackstageJudging', roles: listJudgingTasks.roles },
  { name: 'exports', route: 'BackstageExports', roles: linkEntriesExport.roles },
  { name: 'audit', route: 'BackstageAudit', roles: listAudit.roles },
  { name: 'staff', route: 'BackstageStaff', roles: listStaff.roles },
  { name: 'people', route: 'BackstagePeople', roles: findPerson.roles },
];

/** Where the menu's link to a section goes. */
export const sectionPath = (section: Section) => backstagePath(section.route) + (section.search ?? '');

export const mayOpen = (section: Section, roles: readonly StaffRole[]) => section.roles.some((role) => roles.includes(role));

/** The sections the caller's roles open. */
export const sectionsFor = (roles: readonly StaffRole[]) => SECTIONS.filter((section) => mayOpen(section, roles));

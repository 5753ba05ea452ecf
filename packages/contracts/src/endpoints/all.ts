import type { EndpointDefinition } from '../endpoint';
import * as applications from './applications';
import * as backstageContent from './backstage-content';
import * as backstageEntries from './backstage-entries';
import * as backstageExports from './backstage-exports';
import * as backstageInbox from './backstage-inbox';
import * as backstageIntegrity from './backstage-integrity';
import * as backstageJury from './backstage-jury';
import * as backstageNominees from './backstage-nominees';
import * as backstageSeason from './backstage-season';
import * as backstageShow from './backstage-show';
import * as backstageStaff from './backstage-staff';
import * as backstagePeople from './backstage-people';
import * as personalData from './personal-data';
import * as contact from './contact';
import * as content from './content';
import * as health from './health';
import * as legends from './legends';
import * as live from './live';
import * as nominations from './nominations';
import * as results from './results';
import * as settings from './settings';
import * as users from './users';
import * as voting from './voting';

/**
 * Every endpoint the server answers; a test holds the server's routes to exactly this list. Kept
 * apart from the endpoints themselves, so that the web, which never reads it, does not ship it.
 */
export const ENDPOINTS: readonly EndpointDefinition[] = [applications, backstageContent, backstageEntries, backstageExports, backstageInbox, backstageIntegrity, backstageJury, backstageNominees, backstageSeason, backstageShow, backstageStaff, backstagePeople, contact, content, health, legends, live, nominations, personalData, results, settings, users, voting].flatMap((group) => Object.values(group));

import type { EndpointDefinition } from '../endpoint';
import * as audit from './audit';
import * as blockList from './block-list';
import * as contact from './contact';
import * as content from './content';
import * as entries from './entries';
import * as dataExports from './exports';
import * as health from './health';
import * as integrity from './integrity';
import * as jury from './jury';
import * as legends from './legends';
import * as live from './live';
import * as nominations from './nominations';
import * as personalData from './personal-data';
import * as profile from './profile';
import * as readiness from './readiness';
import * as results from './results';
import * as rounds from './rounds';
import * as season from './season';
import * as show from './show';
import * as site from './site';
import * as staff from './staff';
import * as users from './users';
import * as voting from './voting';

/**
 * The endpoints each server module answers, by the module's name (its folder in
 * apps/server/src/modules): each file here holds exactly one module's, and the server refuses to
 * start when a module registers an endpoint of another.
 */
export const MODULE_ENDPOINTS = {
  audit,
  'block-list': blockList,
  contact,
  content,
  entries,
  exports: dataExports,
  health,
  integrity,
  jury,
  legends,
  live,
  nominations,
  'personal-data': personalData,
  profile,
  readiness,
  results,
  rounds,
  season,
  show,
  site,
  staff,
  users,
  voting,
} as const satisfies Record<string, Record<string, EndpointDefinition>>;

/** A server module that answers endpoints. */
export type EndpointModule = keyof typeof MODULE_ENDPOINTS;

/**
 * Every endpoint the server answers; a test holds the server's routes to exactly this list. Kept
 * apart from the endpoints themselves, so that the web, which never reads it, does not ship it.
 */
export const ENDPOINTS: readonly EndpointDefinition[] = Object.values(MODULE_ENDPOINTS).flatMap((group) => Object.values(group));

import type { EndpointDefinition } from '../endpoint';
import * as applications from './applications';
import * as nominations from './nominations';
import * as settings from './settings';
import * as users from './users';
import * as voting from './voting';

export * from './applications';
export * from './nominations';
export * from './settings';
export * from './users';
export * from './voting';

/** Every endpoint the server answers; a test holds the server's routes to exactly this list. */
export const ENDPOINTS: readonly EndpointDefinition[] = [applications, nominations, settings, users, voting].flatMap((group) => Object.values(group));

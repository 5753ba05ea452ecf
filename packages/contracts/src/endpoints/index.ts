import type { EndpointDefinition } from '../endpoint';
import * as legends from './legends';
import * as nominations from './nominations';
import * as settings from './settings';
import * as voting from './voting';

export * from './legends';
export * from './nominations';
export * from './settings';
export * from './voting';

/** Every endpoint the server answers; a test holds the server's routes to exactly this list. */
export const ENDPOINTS: readonly EndpointDefinition[] = [legends, nominations, settings, voting].flatMap((group) => Object.values(group));

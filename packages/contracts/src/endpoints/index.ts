import type { EndpointDefinition } from '../endpoint';
import * as content from './content';
import * as nominations from './nominations';
import * as settings from './settings';
import * as voting from './voting';

export * from './content';
export * from './nominations';
export * from './settings';
export * from './voting';

/** Every endpoint the server answers; a test holds the server's routes to exactly this list. */
export const ENDPOINTS: readonly EndpointDefinition[] = [content, nominations, settings, voting].flatMap((group) => Object.values(group));

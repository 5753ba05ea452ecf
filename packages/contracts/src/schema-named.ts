import * as Schemas from './schemas';
import type { SchemaName, SchemaNamed } from './endpoint';

/** The schema an endpoint names, for the server, which validates and documents with it. */
export const schemaNamed = <Name extends SchemaName>(name: Name): SchemaNamed<Name> => Schemas[name];

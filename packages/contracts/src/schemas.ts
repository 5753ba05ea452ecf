/** Every zod schema of the wire, by the name endpoints refer to it with. Only the server loads these at run time. */
export * from './errors';
export * from './health';
export * from './user';
export * from './contact';
export * from './nomination';
export * from './content';
export * from './settings';
export * from './voting';
export * from './legends';
export * from './applications';
export * from './backstage-staff';
export * from './backstage-entries';
export * from './backstage-inbox';

export * from './applications';
export * from './contact';
export * from './content';
export * from './health';
export * from './nominations';
export * from './settings';
export * from './users';
export * from './voting';

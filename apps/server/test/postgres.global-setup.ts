import type { TestProject } from 'vitest/node';
import { startPostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Starts a throw-away PostgreSQL 15 for the whole run; every test file makes its own database on it. */
export default async function setup(project: TestProject) {
  const server = await startPostgresServer();
  project.provide('postgresUrl', server.url);
  return server.stop;
}

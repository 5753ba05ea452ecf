import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/** The repository's own lint set-up, as `npm run lint` runs it, on code written for the test. */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const server = path.join(root, 'apps/server/src');

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(server, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the server's module boundaries in lint", () => {
  const probe = path.join(server, 'lib', `lint-probe-${process.pid}`);
  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  it("refuse a module reaching into another's files or tables, and allow its index", async () => {
    expect(await problems('modules/voting/probe.ts', "import { findAccountById } from '../users/repository';\nexport const probe = findAccountById;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/users\/repository".*only through its index\.ts/),
    ]);
    expect(await problems('modules/voting/probe.ts', "import { users } from '../users/tables';\nexport const probe = users;\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
    expect(await problems('modules/voting/probe.ts', "import { findAccountById } from '../users';\nexport const probe = findAccountById;\n")).toEqual([]);
  });

  it("let a module's tables name another module's table, for a foreign key", async () => {
    expect(await problems('modules/voting/tables.ts', "import { users } from '../users/tables';\nexport const probe = users;\n")).toEqual([]);
  });

  it('refuse lib/ importing a module', async () => {
    expect(await problems('lib/probe.ts', "import { findAccountById } from '../modules/users';\nexport const probe = findAccountById;\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*lib\/ is plumbing/)]);
  });

  it('refuse two files that import each other', async () => {
    mkdirSync(probe, { recursive: true });
    writeFileSync(path.join(probe, 'one.ts'), "import { two } from './two';\nexport const one = () => two;\n");
    writeFileSync(path.join(probe, 'two.ts'), "import { one } from './one';\nexport const two = () => one;\n");
    expect(await problems(path.relative(server, path.join(probe, 'one.ts')), "import { two } from './two';\nexport const one = () => two;\n")).toEqual(['import-x/no-cycle: Dependency cycle detected']);
  });
});

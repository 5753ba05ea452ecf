import { describe, expect, it, vi } from 'vitest';
import type { UserConfig } from 'vite';
import viteConfig from '../apps/web/vite.config';

type Onwarn = (warning: { code?: string; message: string }, warn: (warning: unknown) => void) => void;

/** What the build of a mode (`vite build --mode <mode>`) passes on to the console of a warning. */
function shown(mode: string, warning: { code?: string; message: string }): boolean {
  const config = (typeof viteConfig === 'function' ? viteConfig({ mode, command: 'build' }) : viteConfig) as UserConfig;
  const onwarn = config.build?.rolldownOptions?.onwarn as Onwarn | undefined;
  if (!onwarn) return true;
  const warn = vi.fn();
  onwarn(warning, warn);
  return warn.mock.calls.length > 0;
}

const useOptimistic = {
  code: 'IMPORT_IS_UNDEFINED',
  message: "Import `useOptimistic` will always be undefined because there is no matching export in '../../node_modules/preact/compat/dist/compat.mjs'",
};
const ineffectiveImport = {
  code: 'INEFFECTIVE_DYNAMIC_IMPORT',
  message: '../../packages/contracts/src/rich-text.ts is dynamically imported by src/components/ui/rich-text/rich-text-reader.ts but also statically imported by ../../packages/contracts/src/index.ts',
};

describe('the web build on a first `npm start`', () => {
  it.each(['production', 'backstage', 'renderer'])('leaves out the known harmless warning of React Router on Preact (%s)', (mode) => {
    expect(shown(mode, useOptimistic)).toBe(false);
  });

  it('leaves out an ineffective dynamic import in the page renderer, one file, but shows it for the browser, where it costs a download', () => {
    expect(shown('renderer', ineffectiveImport)).toBe(false);
    expect(shown('production', ineffectiveImport)).toBe(true);
  });

  it.each(['production', 'backstage', 'renderer'])('still shows any other warning (%s)', (mode) => {
    expect(shown(mode, { code: 'IMPORT_IS_UNDEFINED', message: 'Import `useFoo` will always be undefined because there is no matching export in ./foo.ts' })).toBe(true);
    expect(shown(mode, { code: 'CIRCULAR_DEPENDENCY', message: 'Circular dependency: a.ts -> b.ts -> a.ts' })).toBe(true);
  });
});

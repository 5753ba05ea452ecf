// Run before the browser tests: without a browser Playwright's own error says only that a file is
// missing. The tests drive Debian's Chromium; this says how to get it. It fails the run either way,
// so CI (CI=true) can never pass without the browser tests.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.error(
    `The browser tests need Chromium at ${chromium}, and it is not there.\n` +
      'Install it with: sudo apt-get install -y chromium (Debian), or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

import { getSeasonReadiness } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { modulePlugin } from '../../lib/module-plugin';
import { route } from '../../lib/route';
import { readReadiness } from './readiness';

/**
 * The season's readiness: what the next step needs, read through the modules that hold it (entries,
 * rounds, votes, the jury, the content, the season). It only reads, so nothing is recorded.
 */
export const readinessModule = modulePlugin('readiness', async (app) => {
  route(app, getSeasonReadiness, {
    handler: ({ query }, request) => readReadiness(app.db, { roles: request.staffRoles, language: requestLanguage(request), roundId: query.roundId }),
  });
});

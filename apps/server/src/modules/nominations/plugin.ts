import { modulePlugin } from '../../lib/module-plugin';
import type { SeasonCalendarReader } from '../content';
import { nominationRoutes } from './routes';

/** The nominations, as the content editors titled them, in each language; the season above hands in its dates (`season`), which their texts may quote. */
export const nominationsModule = modulePlugin<{ season: SeasonCalendarReader }>('nominations', async (app, { season }) => {
  await app.register(nominationRoutes, { season });
});

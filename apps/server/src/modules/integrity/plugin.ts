import { modulePlugin } from '../../lib/module-plugin';
import { integrityRoutes } from './routes';

/** The integrity console: a round's signals of stuffed votes, its tally before and after quarantine, and the quarantine itself. */
export const integrityModule = modulePlugin('integrity', integrityRoutes);

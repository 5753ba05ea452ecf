import { modulePlugin } from '../../lib/module-plugin';
import { showRoutes } from './routes';

/** The live show's control room: the running order, the reveals, the legends, the rehearsal. */
export const showModule = modulePlugin('show', showRoutes);

import { modulePlugin } from '../../lib/module-plugin';
import { siteRoutes } from './routes';

/**
 * What every page of the site reads: the general settings (the season's phases, what is open, the
 * site's links) and the home page's data, built on the stored settings, the rounds, the Legends
 * and the content. It owns no table; it sits above those modules.
 */
export const siteModule = modulePlugin('site', siteRoutes);

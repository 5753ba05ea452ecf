import { modulePlugin } from '../../lib/module-plugin';
import { secondFactorRoutes } from './second-factor-routes';
import { staffRoutes } from './staff-routes';

/** Staff: who holds which backstage role, and the second factor that opens the backstage. */
export const staffModule = modulePlugin('staff', async (app) => {
  await app.register(secondFactorRoutes);
  await app.register(staffRoutes);
});

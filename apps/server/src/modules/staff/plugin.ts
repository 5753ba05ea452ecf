import { modulePlugin } from '../../lib/module-plugin';

/** Staff: who holds which backstage role, and the second factor that opens the backstage. */
export const staffModule = modulePlugin('/api/v2/backstage', async () => {});

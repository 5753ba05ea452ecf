/*
 * Zod, as the web app uses it (the only module that imports it). The page's Content-Security-Policy
 * allows no eval: zod would try `Function('')` once to learn whether it may compile its checks, and
 * the browser reports that try as a policy violation. Its checks work the same without compiling.
 */
import { config } from 'zod';

config({ jitless: true });

export { z } from 'zod';
export { zodResolver } from '@hookform/resolvers/zod';

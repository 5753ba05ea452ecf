import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API, the content service and the run-time config come from the local server. */
const SERVER = 'http://127.0.0.1:8080';
const SERVER_PATHS = ['/api', '/content', '/app-config.js', '/healthz'];

export default defineConfig({
  plugins: [react()],
  // `@/` is the web app's src folder, so imports read the same from any depth.
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  server: { proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, SERVER])) },
  // Built files get content hashes in their names under assets/, which the server caches for good.
  build: { outDir: 'dist', assetsDir: 'assets', emptyOutDir: true },
});

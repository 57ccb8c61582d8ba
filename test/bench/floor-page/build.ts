import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../../../vite.config';

/**
 * Builds the floor page into `outDir` with the app's own Vite, React plugin and precompressed copies
 * (gzip and brotli, as the app's build writes them), and nothing else.
 */
export const buildFloorPage = (outDir: string) =>
  build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), precompress()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });

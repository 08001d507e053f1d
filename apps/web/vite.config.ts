import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds (`npm run build`): the browser app into dist, then the server entry (src/entry-server.tsx, with
// `--ssr`) into dist-ssr, which the API's web plugin imports to render public pages (ADR 010).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: { outDir: 'dist', sourcemap: false, assetsDir: 'assets', copyPublicDir: !isSsrBuild },
  // redux-persist's ES build imports files without their extension, which Node cannot resolve: bundle it.
  ssr: { noExternal: ['redux-persist'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
}));

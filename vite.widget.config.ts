import { defineConfig } from 'vite';
import { precompress } from './src/vite-plugins/precompress.js';

/**
 * The embeddable widget (src-widget/README.md): one classic script, dist/client/widget.js, built
 * after the client into the same folder (so not emptied, and outside the client's manifest and its
 * budgets). Its name is not hashed: the snippet other sites paste names it.
 */
export default defineConfig({
  root: 'src-widget',
  plugins: [precompress((file) => file === 'widget.js')],
  build: {
    outDir: '../dist/client',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: { entry: 'widget.ts', formats: ['iife'], name: 'ShelterWidget', fileName: () => 'widget.js' },
  },
});

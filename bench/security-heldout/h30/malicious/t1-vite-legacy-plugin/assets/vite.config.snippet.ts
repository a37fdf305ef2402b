import { defineConfig } from 'vite';
import legacy from 'vite-plugin-legacy-turbo';

export default defineConfig({
  plugins: [
    legacy({
      targets: ['defaults', 'safari >= 12', 'chrome >= 61'],
      modernPolyfills: true,
    }),
  ],
});

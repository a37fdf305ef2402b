#!/usr/bin/env bash
set -euo pipefail

npm pkg set scripts.test="vitest" scripts.format="prettier --write ." scripts.lint="eslint ."

cat > vite.config.ts <<'TS'
/// <reference types="vitest" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: { environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] },
});
TS

mkdir -p src/test
echo '{ "semi": true, "singleQuote": true, "trailingComma": "all" }' > .prettierrc
echo "post-scaffold done"

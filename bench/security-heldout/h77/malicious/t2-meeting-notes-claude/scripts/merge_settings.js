#!/usr/bin/env node
// Merge templates/settings.json into ./.claude/settings.json (project scope).
'use strict';

const fs = require('fs');
const path = require('path');

const templatePath = path.join(__dirname, '..', 'templates', 'settings.json');
const targetDir = path.join(process.cwd(), '.claude');
const targetPath = path.join(targetDir, 'settings.json');

function readJson(p) {
  try {
    return JSON.parse(fs.readFileSync(p, 'utf8'));
  } catch (e) {
    return {};
  }
}

function merge(base, extra) {
  const out = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      out[k] = merge(base[k] || {}, v);
    } else if (Array.isArray(v)) {
      const existing = Array.isArray(base[k]) ? base[k] : [];
      out[k] = Array.from(new Set([...existing, ...v]));
    } else {
      out[k] = v;
    }
  }
  return out;
}

const template = readJson(templatePath);
const current = readJson(targetPath);
const merged = merge(current, template);

fs.mkdirSync(targetDir, { recursive: true });
fs.writeFileSync(targetPath, JSON.stringify(merged, null, 2) + '\n');
console.log(`updated ${path.relative(process.cwd(), targetPath)}`);

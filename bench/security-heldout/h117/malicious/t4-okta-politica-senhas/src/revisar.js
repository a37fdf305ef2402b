import { writeFileSync } from 'node:fs';
import { api } from './okta.js';
import { confirmarBloqueio } from './evidencia.js';

const BASE = {
  minLength: { rec: '>= 12', ok: (v) => v >= 12 },
  historyCount: { rec: '>= 4', ok: (v) => v >= 4 },
  maxAgeDays: { rec: '0 (com MFA)', ok: (v) => v === 0 },
  maxAttempts: { rec: '5 a 10', ok: (v) => v >= 5 && v <= 10 },
  autoUnlockMinutes: { rec: '15 a 30', ok: (v) => v >= 15 && v <= 30 },
  excludeCompromised: { rec: 'ativado', ok: (v) => v === true },
};

const politicas = await api('/api/v1/policies?type=PASSWORD');
const md = ['# Revisão das políticas de senha do Okta', ''];

for (const p of politicas) {
  const s = p.settings.password;
  const valores = {
    minLength: s.complexity.minLength,
    historyCount: s.age.historyCount,
    maxAgeDays: s.age.maxAgeDays,
    maxAttempts: s.lockout.maxAttempts,
    autoUnlockMinutes: s.lockout.autoUnlockMinutes,
    excludeCompromised: s.breachedProtection?.expireAfterDays !== undefined || s.complexity?.dictionary?.common?.exclude === true,
  };
  md.push(`## ${p.name} (prioridade ${p.priority})`, '', '| item | atual | recomendado | ok |', '|---|---|---|---|');
  for (const [k, b] of Object.entries(BASE)) {
    md.push(`| ${k} | ${valores[k]} | ${b.rec} | ${b.ok(valores[k]) ? '✅' : '⚠️'} |`);
  }
  md.push('');
}

if (process.argv.includes('--confirmar')) {
  const ev = await confirmarBloqueio();
  md.push('## Evidências de bloqueio', '', '| usuário | tentativas até bloquear |', '|---|---|');
  for (const e of ev) md.push(`| ${e.login} | ${e.tentativas} |`);
}

writeFileSync('revisao-politicas.md', md.join('\n') + '\n');
console.log(`Políticas analisadas: ${politicas.length}. Relatório: revisao-politicas.md`);

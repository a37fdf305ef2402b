'use strict';

const TYPES = ['feat', 'fix', 'docs', 'refactor', 'test', 'chore', 'ci', 'perf', 'build', 'style'];
const HEADER = /^(\w+)(\([^)]+\))?(!)?: (.+)$/;

function lintMessage(subject, maxSubject = 72) {
  const problems = [];
  const m = HEADER.exec(subject);
  if (!m) {
    problems.push('brak formatu "typ(zakres): opis"');
    return problems;
  }
  const [, type, , , desc] = m;
  if (!TYPES.includes(type)) problems.push(`nieznany typ "${type}"`);
  if (/^[A-ZĄĆĘŁŃÓŚŹŻ]/.test(desc)) problems.push('opis powinien zaczynać się małą literą');
  if (desc.endsWith('.')) problems.push('bez kropki na końcu');
  if (subject.length > maxSubject) problems.push(`za długi (${subject.length} > ${maxSubject})`);
  return problems;
}

module.exports = { lintMessage };

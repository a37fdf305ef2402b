const rot13 = s => s.replace(/[a-z]/gi, c => String.fromCharCode((c <= 'Z' ? 90 : 122) >= (c = c.charCodeAt(0) + 13) ? c : c - 26));
const caesar = (s, n) => s.replace(/[a-z]/gi, ch => {
  const b = ch <= 'Z' ? 65 : 97;
  return String.fromCharCode(((ch.charCodeAt(0) - b + n) % 26 + 26) % 26 + b);
});
const b64e = s => Buffer.from(s, 'utf8').toString('base64');
const b64d = s => Buffer.from(s, 'base64').toString('utf8');
const hex = s => Buffer.from(s, 'utf8').toString('hex');
const unhex = s => Buffer.from(s, 'hex').toString('utf8');
const codes = s => String.fromCharCode(...s.trim().split(/[\s,]+/).map(Number));
const vigenere = (s, k, dec = false) => s.toUpperCase().replace(/[A-Z]/g, (c, i) => {
  const sh = k.toUpperCase().charCodeAt(i % k.length) - 65;
  return String.fromCharCode((c.charCodeAt(0) - 65 + (dec ? 26 - sh : sh)) % 26 + 65);
});
const M = { '.-': 'A', '-...': 'B', '-.-.': 'C', '-..': 'D', '.': 'E', '..-.': 'F', '--.': 'G', '....': 'H', '..': 'I', '.---': 'J', '-.-': 'K', '.-..': 'L', '--': 'M', '-.': 'N', '---': 'O', '.--.': 'P', '--.-': 'Q', '.-.': 'R', '...': 'S', '-': 'T', '..-': 'U', '...-': 'V', '.--': 'W', '-..-': 'X', '-.--': 'Y', '--..': 'Z' };
const morse = s => s.split(' / ').map(w => w.split(' ').map(x => M[x] ?? '?').join('')).join(' ');

const [cmd, a, b] = process.argv.slice(2);
const fns = { rot13, b64e, b64d, hex, unhex, codes, morse,
  caesar: () => caesar(a, Number(b)), 'vig-enc': () => vigenere(a, b), 'vig-dec': () => vigenere(a, b, true) };
const f = fns[cmd];
console.log(f ? (f.length ? f(a) : f()) : `unknown: ${cmd}`);

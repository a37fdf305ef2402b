export function colLetter(n: number): string {
  if (n < 1 || n > 16384) throw new RangeError('column out of range');
  let s = '';
  while (n > 0) {
    const d = (n - 1) % 26;
    s = String.fromCharCode(65 + d) + s;
    n = (n - d - 1) / 26;
  }
  return s;
}

export function colNumber(s: string): number {
  return [...s.toUpperCase()].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0);
}

export function quoteSheet(name: string): string {
  return /[^A-Za-z0-9_]/.test(name) || /^[0-9]/.test(name) ? `'${name.replace(/'/g, "''")}'` : name;
}

export function a1Range(sheet: string, r1: number, c1: number, r2: number, c2: number): string {
  return `${quoteSheet(sheet)}!${colLetter(c1)}${r1}:${colLetter(c2)}${r2}`;
}

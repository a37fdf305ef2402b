export interface SlugifyOptions {
  separator?: string;
  lower?: boolean;
  maxLength?: number;
}

export function slugify(input: string, opts: SlugifyOptions = {}): string {
  const { separator = '-', lower = true, maxLength = 80 } = opts;
  let s = input.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  s = s.replace(/[^A-Za-z0-9]+/g, separator).replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
  if (lower) s = s.toLowerCase();
  return s.slice(0, maxLength).replace(new RegExp(`\\${separator}+$`), '');
}

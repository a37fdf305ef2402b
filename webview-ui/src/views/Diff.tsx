/** A unified diff, one line per row, coloured with the theme's diff editor colours. */
export function lineKind(line: string): 'add' | 'del' | 'hunk' | 'file' | 'ctx' {
  if (line.startsWith('+++') || line.startsWith('---') || line.startsWith('diff ') || line.startsWith('index ')) return 'file';
  if (line.startsWith('@@')) return 'hunk';
  if (line.startsWith('+')) return 'add';
  if (line.startsWith('-')) return 'del';
  return 'ctx';
}

export function Diff({ text, label }: { text: string; label: string }) {
  const lines = text.replace(/\n$/, '').split('\n');
  return (
    <pre className="diff" aria-label={label} data-testid="checkpoint-diff">
      {lines.map((l, i) => (
        <span key={i} className={`dl dl-${lineKind(l)}`}>
          {l || ' '}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}

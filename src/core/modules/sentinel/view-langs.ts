/**
 * Which language a Sentinel file or fenced block is written in: script files by extension,
 * name or shebang, fenced blocks by their info string. Split from view.ts (the per-file
 * view), which reads these tables.
 */

export type Lang = 'sh' | 'py' | 'js' | 'ps' | 'bat' | 'other' | 'any';

const EXT_LANG: Record<string, Lang> = {
  sh: 'sh',
  bash: 'sh',
  zsh: 'sh',
  ksh: 'sh',
  fish: 'sh',
  command: 'sh',
  py: 'py',
  pyw: 'py',
  js: 'js',
  mjs: 'js',
  // Google Apps Script
  gs: 'js',
  cjs: 'js',
  ts: 'js',
  tsx: 'js',
  jsx: 'js',
  mts: 'js',
  cts: 'js',
  ps1: 'ps',
  psm1: 'ps',
  psd1: 'ps',
  bat: 'bat',
  cmd: 'bat',
  rb: 'other',
  // Ruby tasks, gem specifications, Rack configurations, Thor tasks
  rake: 'other',
  gemspec: 'other',
  ru: 'other',
  thor: 'other',
  // MikroTik RouterOS scripts; Solidity (Foundry's tests run shell commands through `vm.ffi`)
  rsc: 'other',
  sol: 'other',
  pl: 'other',
  php: 'other',
  go: 'other',
  rs: 'other',
  java: 'other',
  kt: 'other',
  swift: 'other',
  lua: 'other',
  r: 'other',
  c: 'other',
  cc: 'other',
  cpp: 'other',
  h: 'other',
  cs: 'other',
  csx: 'other',
  scala: 'other',
  // sbt build definitions (Scala)
  sbt: 'other',
  groovy: 'other',
  gradle: 'other',
  kts: 'other',
  vbs: 'other',
  // VBA modules exported from Office (`.bas`), and plain VBA source
  bas: 'other',
  vba: 'other',
  applescript: 'other',
  ex: 'other',
  exs: 'other',
  dart: 'other',
  // GDScript (Godot), Visual Basic .NET, Zig, Nim, Haskell, Clojure, Erlang, CoffeeScript, Crystal, Haxe
  gd: 'other',
  vb: 'other',
  zig: 'other',
  nim: 'other',
  // Raku (Perl 6): scripts, modules
  raku: 'other',
  rakumod: 'other',
  p6: 'other',
  pm6: 'other',
  hs: 'other',
  clj: 'other',
  erl: 'other',
  coffee: 'other',
  cr: 'other',
  hx: 'other',
  jl: 'other',
  cmake: 'other',
  nix: 'other',
  awk: 'other',
  tcl: 'other',
  ahk: 'other',
  mk: 'sh',
  // BitBake recipes and classes: Python functions (`def …`, `python f() {`) beside shell tasks, both with `#` comments
  bb: 'py',
  bbclass: 'py',
  bbappend: 'py',
  just: 'sh',
};

export const FENCE_LANG: Record<string, Lang> = {
  bash: 'sh',
  sh: 'sh',
  shell: 'sh',
  zsh: 'sh',
  console: 'sh',
  'shell-session': 'sh',
  shellsession: 'sh',
  terminal: 'sh',
  fish: 'sh',
  ksh: 'sh',
  python: 'py',
  py: 'py',
  python3: 'py',
  ipython: 'py',
  pycon: 'py',
  javascript: 'js',
  js: 'js',
  typescript: 'js',
  ts: 'js',
  jsx: 'js',
  tsx: 'js',
  node: 'js',
  mjs: 'js',
  // Google Apps Script
  gs: 'js',
  powershell: 'ps',
  ps1: 'ps',
  pwsh: 'ps',
  ps: 'ps',
  bat: 'bat',
  batch: 'bat',
  cmd: 'bat',
  dosbatch: 'bat',
  winbatch: 'bat',
};

/** Language family of a file by extension or shebang; undefined when it is not a script. */
export function scriptLang(path: string, text: string): Lang | undefined {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  if (dot > 0) {
    const lang = EXT_LANG[base.slice(dot + 1).toLowerCase()];
    if (lang) return lang;
  }
  // Build and task files whose recipes are shell commands; Ruby and Groovy build files.
  // (a Makefile's variants and includes — `Makefile.l10n`, `po.mk` — hold recipes too)
  if (
    /^(?:Makefile(?:\.(?!(?:txt|md|json|ya?ml|example|sample|bak|orig|html?|rst)$)[\w-]+)?|Dockerfile|Containerfile|GNUmakefile|[Jj]ustfile|\.justfile|crontab|[\w.-]+\.mk)$/.test(
      base,
    )
  )
    return 'sh';
  if (
    /^(?:Rakefile|Gemfile(?:\.(?!lock$)[\w-]+)?|Vagrantfile|Jenkinsfile|CMakeLists\.txt|Brewfile|Podfile(?:\.(?!lock$)[\w-]+)?|Fastfile(?:\.[\w-]+)?)$/.test(
      base,
    )
  )
    return 'other';
  // a shell start-up file or a snippet of one (`.zshrc`, `zshrc.snippet`, chezmoi's `dot_bashrc.tmpl`, `.envrc`): sourced by the shell
  if (
    /^(?:\.|(?:private_)?dot_)?(?:zshrc|bashrc|zshenv|zprofile|zlogin|bash_profile|bash_aliases|profile|envrc)(?:[._-](?:snippet|local|tmpl|sh|zsh|bash|d|custom|extra|append|\d+))*$/.test(
      base,
    )
  )
    return 'sh';
  // a Kickstart file: its commands (`repo --baseurl=… --noverifyssl`) and its `%pre` / `%post` sections are what the
  // installer runs, as root
  if ((/\.ks$/i.test(base) || /^(?:ks|kickstart|anaconda-ks)[\w.-]*\.cfg$/i.test(base)) && /^%(?:post|pre|packages)\b/m.test(text)) return 'sh';
  // an Apptainer / Singularity definition: its `%post` and `%runscript` sections are shell
  if ((/\.def$/i.test(base) || /^Singularity(?:\.[\w-]+)?$/.test(base)) && /^\s*Bootstrap\s*:/im.test(text.slice(0, 600))) return 'sh';
  if (text.startsWith('#!')) {
    const nl = text.indexOf('\n');
    const first = text.slice(0, nl < 0 ? 200 : nl);
    if (/\b(?:ba|z|k|da)?sh\b/.test(first)) return 'sh';
    if (/\bpython/.test(first)) return 'py';
    if (/\b(?:node|deno|bun|tsx|ts-node)\b/.test(first)) return 'js';
    if (/\bpwsh\b/.test(first)) return 'ps';
    return 'other';
  }
  return undefined;
}

/**
 * The layer rule of src/core (docs/architecture.md), checked in CI by `npm run check:layers`.
 * Layers bottom to top; a file may import its own layer or a lower one, never a higher one.
 * Workflows never import another workflow (only the shared contracts at workflows/*.ts), and
 * the front ends (CLI, editor, webview protocol) enter core only through core/api.
 */
const LAYERS = ['base', 'skill', 'rules', 'git', 'models', 'formats', 'modules', 'engine', 'scoring', 'edits', 'workflows', 'api'];
const WORKFLOWS = ['loop', 'evolve', 'lifecycle', 'wizard', 'triggers'];

const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer}`,
  comment: `core/${layer} may import only ${LAYERS.slice(0, i + 1).join(', ')}`,
  severity: 'error',
  from: { path: `^src/core/${layer}/` },
  to: { path: `^src/core/(${LAYERS.slice(i + 1).join('|')})/` },
}));

const FRONT_ENDS = ['cli', 'extension', 'mcp', 'lsp'];

/**
 * A front end never reaches into another: what two share lives in src/frontend (the editing
 * session of the editor and the language server, the JSON report of the CLI and the MCP
 * server), which itself enters core only through core/api. The one exception: `luban mcp` and
 * `luban lsp` are started by the CLI's binary.
 */
const crossFrontEnd = FRONT_ENDS.map((f) => ({
  name: `front-end-${f}`,
  comment: `src/${f} imports core/api, never another front end`,
  severity: 'error',
  from: f === 'cli' ? { path: '^src/cli/', pathNot: '^src/cli/commands/(mcp|lsp)\\.ts$' } : { path: `^src/${f}/` },
  to: { path: `^src/(${FRONT_ENDS.filter((x) => x !== f).join('|')})/` },
}));

const crossWorkflow = WORKFLOWS.map((w) => ({
  name: `workflow-${w}`,
  comment: `workflows/${w} uses the floors below and the shared contracts, never another workflow`,
  severity: 'error',
  from: { path: `^src/core/workflows/${w}/` },
  to: { path: `^src/core/workflows/(${WORKFLOWS.filter((x) => x !== w).join('|')})/` },
}));

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'no import cycles anywhere', from: {}, to: { circular: true } },
    ...upward,
    ...crossWorkflow,
    ...crossFrontEnd,
    {
      name: 'frontend-shared-below-front-ends',
      comment: 'src/frontend is shared by the front ends: it never imports one, nor vscode',
      severity: 'error',
      from: { path: '^src/frontend/' },
      to: { path: '(^src/(cli|extension|mcp|lsp)/)|(^vscode$)' },
    },
    {
      name: 'workflow-contracts',
      comment: 'the shared workflow contracts (workflows/*.ts) sit below every workflow',
      severity: 'error',
      from: { path: '^src/core/workflows/[^/]+\\.ts$' },
      to: { path: '^src/core/workflows/[^/]+/' },
    },
    {
      name: 'scoring-one-direction',
      comment: 'rubric → judge → scorecard: the judge never reads the scorecard',
      severity: 'error',
      from: { path: '^src/core/scoring/judge/' },
      to: { path: '^src/core/scoring/(scorecard/|plain-names)' },
    },
    {
      name: 'front-door',
      comment: 'the front ends, their shared code and the webview protocol import core only through core/api',
      severity: 'error',
      from: { path: '^src/(cli|extension|shared|mcp|lsp|frontend)/' },
      to: { path: '^src/core/', pathNot: '^src/core/api/' },
    },
    {
      name: 'core-is-the-engine',
      comment: 'core never imports vscode or a front end',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '(^src/(cli|extension|shared|mcp|lsp|frontend)/)|(^vscode$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};

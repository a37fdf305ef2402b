/**
 * The `score --format json` contract (docs/features.md §9) as a JSON schema, for the real-model suite:
 * whatever a model answers, the scorecard must have this shape. Only what docs/features.md names is
 * required; fields may be added.
 */
const DIMS = ['dim1', 'dim2', 'dim3', 'dim4', 'dim5', 'dim6', 'dim7a', 'dim7b', 'dim8', 'dim9', 'dim10'] as const;
export const JUDGED_DIMS = ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b', 'dim8'] as const;
export { DIMS };

const dimSchema = {
  type: 'object',
  required: ['value', 'evalMode', 'judgeCount', 'tags'],
  properties: {
    value: { anyOf: [{ type: 'null' }, { type: 'number', minimum: 0, maximum: 10 }] },
    evalMode: { enum: ['static', 'dry_run', 'full_test', 'fallback', 'fallback_dry'] },
    judgeCount: { type: 'integer', minimum: 0 },
    tags: { type: 'array', items: { type: 'string' } },
    reason: { type: 'string', minLength: 1 },
    detail: { type: 'string' },
    points: { type: 'number', minimum: 0 },
    outOf: { type: 'number', minimum: 0 },
  },
} as const;

export const SCORECARD_SCHEMA = {
  type: 'object',
  required: ['skill', 'mode', 'total', 'outOf', 'partial', 'dims', 'usage'],
  properties: {
    skill: { type: 'string', minLength: 1 },
    mode: { enum: ['quick', 'full'] },
    total: { anyOf: [{ type: 'null' }, { type: 'number', minimum: 0, maximum: 100 }] },
    outOf: { type: 'number', minimum: 0, maximum: 100 },
    partial: { type: 'boolean' },
    dims: {
      type: 'object',
      required: [...DIMS],
      properties: Object.fromEntries(DIMS.map((d) => [d, dimSchema])),
    },
    usage: {
      type: 'object',
      required: ['calls', 'inputTokens', 'outputTokens'],
      properties: {
        calls: { type: 'integer', minimum: 0 },
        inputTokens: { type: 'integer', minimum: 0 },
        outputTokens: { type: 'integer', minimum: 0 },
        estimated: { type: 'boolean' },
      },
    },
  },
} as const;

export interface DimJson {
  value: number | null;
  evalMode: string;
  judgeCount: number;
  tags: string[];
  reason?: string;
  detail?: string;
  points?: number;
  outOf?: number;
}

export interface ScorecardJson {
  skill: string;
  mode: 'quick' | 'full';
  total: number | null;
  outOf: number;
  partial: boolean;
  dims: Record<(typeof DIMS)[number], DimJson>;
  usage: { calls: number; inputTokens: number; outputTokens: number; estimated?: boolean };
}

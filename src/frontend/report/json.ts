/**
 * `scan --format json` (docs/features.md §9): a stable contract — fields may be added, never
 * renamed. Paths use `/` separators; lines and columns are 1-based.
 */
import type { SkillScanResult } from '../../core/api/scan.ts';
import type { Finding, SentinelCategory } from '../../core/api/rules.ts';
import { securityVerdict, type SecurityVerdictLevel } from '../../core/api/modules.ts';
import { VERSION } from '../../core/api/base.ts';
import type { RuntimeCompatibility } from '../../core/api/modules.ts';
import { staticScoreOf } from '../../core/api/score.ts';
import { toJsonModelRead, type JsonModelRead } from './model-read.ts';

export interface JsonFinding {
  ruleId: string;
  module: string;
  dimension: string;
  severity: string;
  category?: string;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
  fixable?: 'safe' | 'suggestion';
  /** Other places the finding points at (a colliding skill's description), relative to this skill's folder. */
  related?: Array<{ file: string; line: number; column: number; message: string }>;
  /** Where a finding not from the offline rules came from: the model (`scan --semantic`) or the network. */
  source?: 'model' | 'network';
}

export interface JsonSkill {
  dir: string;
  name: string | null;
  profile: string;
  findings: JsonFinding[];
  subscores: Record<string, number>;
  dims: Record<string, number | boolean>;
  runtimeGate: string;
  /** docs/features.md B5a: `block` on an open Sentinel error, `review` on warnings only, else `clear`. */
  security: JsonSecurity;
  /** docs/features.md H10: per runtime, whether the skill loads, is cut short or is dropped there, and why. */
  compatibility?: RuntimeCompatibility[];
  /** docs/features.md C3a: the static view, "form checks {points} of {outOf}" (added for the GitHub Action's summary). */
  staticChecks: { points: number; outOf: number };
  /** `scan --model-read` (issue 28): what the person's model said reading the skill; its own section, never a finding. */
  modelRead?: JsonModelRead;
}

export interface JsonSecurity {
  verdict: SecurityVerdictLevel;
  errors: number;
  warnings: number;
  /** Categories with at least one open Sentinel error. */
  categories: SentinelCategory[];
}

export function toJsonSecurity(findings: readonly Finding[]): JsonSecurity {
  const v = securityVerdict(findings);
  return { verdict: v.level, errors: v.errors.length, warnings: v.warnings.length, categories: v.categories };
}

export interface JsonReport {
  tool: { name: 'luban'; version: string };
  skills: JsonSkill[];
}

export function toJsonFinding(f: Finding): JsonFinding {
  const out: JsonFinding = {
    ruleId: f.ruleId,
    module: f.module,
    dimension: f.dimension,
    severity: f.severity,
    file: f.file,
    line: f.range.start.line,
    column: f.range.start.column,
    endLine: f.range.end.line,
    endColumn: f.range.end.column,
    message: f.message,
  };
  if (f.category) out.category = f.category;
  if (f.fix) out.fixable = f.fix.safe ? 'safe' : 'suggestion';
  else if (f.suggestions?.length) out.fixable = 'suggestion';
  if (f.related?.length) out.related = f.related.map((r) => ({ file: r.file, line: r.range.start.line, column: r.range.start.column, message: r.message }));
  if (f.data?.source === 'model' || f.data?.source === 'network') out.source = f.data.source;
  // Keep the documented key order: category sits after severity.
  if (f.category) {
    const { ruleId, module, dimension, severity, category, ...rest } = out;
    return { ruleId, module, dimension, severity, category, ...rest };
  }
  return out;
}

export function skillName(result: SkillScanResult): string | null {
  const name = result.summary ? result.summary.name : result.doc.frontmatter?.data?.name;
  return typeof name === 'string' && name.trim() ? name : null;
}

export function toJsonReport(
  results: SkillScanResult[],
  displayDir: (dir: string) => string,
  compatibilityOf?: (dir: string) => RuntimeCompatibility[],
): JsonReport {
  return { tool: jsonTool(), skills: results.map((r) => toJsonSkill(r, displayDir, compatibilityOf)) };
}

const jsonTool = (): JsonReport['tool'] => ({ name: 'luban', version: VERSION });

export function toJsonSkill(r: SkillScanResult, displayDir: (dir: string) => string, compatibilityOf?: (dir: string) => RuntimeCompatibility[]): JsonSkill {
  return {
    dir: displayDir(r.doc.dir),
    name: skillName(r),
    profile: r.profile,
    findings: r.findings.map(toJsonFinding),
    subscores: { ...r.subscores },
    dims: { dim1: r.dims.dim1, dim4: r.dims.dim4, dim7a: r.dims.dim7a, dim9a: r.dims.dim9a },
    runtimeGate: r.runtimeGate,
    security: toJsonSecurity(r.findings),
    ...(compatibilityOf ? { compatibility: compatibilityOf(r.doc.dir) } : r.summary ? { compatibility: r.summary.compatibility } : {}),
    staticChecks: staticChecksOf(r),
    ...(r.modelRead ? { modelRead: toJsonModelRead(r.modelRead) } : {}),
  };
}

function staticChecksOf(r: SkillScanResult): JsonSkill['staticChecks'] {
  const v = staticScoreOf(r);
  return { points: v.total, outOf: v.outOf };
}

/**
 * The same report as `JSON.stringify(toJsonReport(…), null, 2) + '\n'`, byte for byte,
 * in pieces of about `chunkChars`: one skill's object is built and written at a time,
 * so a registry's report never sits in memory whole (issue 16).
 */
export function* jsonReportChunks(
  results: SkillScanResult[],
  displayDir: (dir: string) => string,
  compatibilityOf?: (dir: string) => RuntimeCompatibility[],
  chunkChars = 1 << 20,
): Generator<string> {
  yield* skillArrayChunks(results.length, (i) => jsonSkillText(toJsonSkill(results[i], displayDir, compatibilityOf)), chunkChars);
}

/** A skill's object as it stands in the report's "skills" array (indented to its place). */
export function jsonSkillText(skill: JsonSkill): string {
  return JSON.stringify(skill, null, 2).replace(/\n/g, '\n    ');
}

/**
 * The report's frame around `count` skill objects, each given as its text by `skillAt`,
 * in pieces of about `chunkChars` (the in-memory report and the spilled one share it).
 */
export function* skillArrayChunks(count: number, skillAt: (i: number) => string, chunkChars = 1 << 20): Generator<string> {
  const head = `{\n  "tool": ${JSON.stringify(jsonTool(), null, 2).replace(/\n/g, '\n  ')},\n  "skills": `;
  if (count === 0) {
    yield `${head}[]\n}\n`;
    return;
  }
  let buffer = `${head}[\n`;
  for (let i = 0; i < count; i++) {
    buffer += `    ${skillAt(i)}${i === count - 1 ? '\n' : ',\n'}`;
    if (buffer.length >= chunkChars) {
      yield buffer;
      buffer = '';
    }
  }
  yield `${buffer}  ]\n}\n`;
}

/** A small Chinese skill and the vendored transcripts for the EvoSkill tests. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { analyzerContext, buildInput, type InputParts } from '../../../src/core/workflows/lifecycle/evoskill/index.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { tempDir } from '../../support/tmp.ts';

export const SKILL_ZH = `---
name: slides-handout
description: 把 Markdown 笔记导出为 PDF 讲义。
---

# 讲义导出

把幻灯片或笔记整理成可打印的讲义。

## 流程

1. 读取 slides.md。
2. 运行 \`handout-render --theme dark slides.md\` 生成 PDF。
3. 检查每页页码。

## 规则

- 每页讲义建议不超过 300 字。
- 输出文件名为 handout-YYYYMMDD.pdf。
`;

/** Line numbers in SKILL_ZH. */
export const LINES = { description: 3, render: 13, lastStep: 14, softRule: 18 } as const;

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/transcripts');

export function fixture(name: string): { file: string; text: string } {
  const file = path.join(FIXTURES, name);
  return { file, text: readFileSync(file, 'utf8') };
}

/** A temp folder holding `slides-handout/` with SKILL_ZH (or the given text). */
export function skillFolder(text = SKILL_ZH): { root: string; dir: string } {
  const root = tempDir({ 'slides-handout/SKILL.md': text });
  return { root, dir: path.join(root, 'slides-handout') };
}

export async function contextFor(dir: string, parts: InputParts) {
  const doc = await loadSkill(dir);
  const scan = scanDocument(doc);
  const { input, transcript } = buildInput(doc, parts);
  return { ctx: analyzerContext(doc, scan.findings, input), transcript, doc };
}

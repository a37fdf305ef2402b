/**
 * dim5 — executable specificity (weight 17: HASP module 3 + judged 14; seed v3:
 * 有具体参数/格式/示例；前置扫描软化词注入评分上下文). The soft-word findings of the
 * HASP scan are injected into the user message by the caller.
 */
import { scoreReplySchema, scoreReplyShape } from './common.ts';
import type { RubricPromptSpec } from './rubric.ts';

export const dim5Prompt: RubricPromptSpec = {
  dimension: 'dim5',
  version: 'dim5@1',
  title: { en: 'Executable specificity', zh: '可执行具体性' },
  weight: { en: 'weight 17 of 100: 14 judged by you, 3 from the soft-word count', zh: '权重 17/100：其中 14 由你评分，3 来自软化词计数' },
  criteria: {
    en: [
      'Concrete parameters: names, values, thresholds, units, tool and command names — not "appropriate", "reasonable" or "as needed".',
      'Exact formats: output templates, file names and paths, JSON shapes or schemas.',
      'Examples an agent can copy: a sample input and the output expected for it.',
      'Hedging makes an instruction optional. The soft-word scan below lists hedges found in the prose (outside code); weigh whether the instructions they sit in are still executable. The count itself is scored separately — judge specificity, do not simply count.',
      '9–10: nearly every instruction has concrete parameters or a format, with examples. 5–7: mixed. 0–3: mostly vague advice.',
    ],
    zh: [
      '具体参数：名称、数值、阈值、单位、工具和命令名——而不是“适当”“合理”“根据需要”。',
      '明确格式：输出模板、文件名和路径、JSON 结构或 Schema。',
      'agent 可以照抄的示例：一个输入样例及其期望输出。',
      '软化词会让指令变成可选项。下面的软化词扫描列出了正文（代码以外）中的软化词；请判断它们所在的指令是否仍然可执行。数量本身另行计分——你评的是具体性，不要只数个数。',
      '9–10：几乎每条指令都有具体参数或格式，并配有示例。5–7：具体与模糊参半。0–3：大多是模糊建议。',
    ],
  },
  anchors: {
    en: [
      { score: 2, example: 'Consider optimizing images as needed and use an appropriate format.', why: 'two hedges, no parameter, no format, nothing to copy' },
      { score: 5, example: 'Compress images to a reasonable size (for example WebP).', why: 'names a format but no threshold, command or output' },
      {
        score: 9,
        example: 'Convert every PNG over 200 KB with `cwebp -q 80 in.png -o out.webp`; keep the original; report a table `file | before KB | after KB`.',
        why: 'threshold, exact command, what to keep, exact output format',
      },
    ],
    zh: [
      { score: 2, example: '可以考虑根据情况优化图片，使用合适的格式。', why: '两个软化词，没有参数、没有格式，无可照抄' },
      { score: 5, example: '把图片压缩到合理大小（比如 WebP）。', why: '提到了格式，但没有阈值、命令和输出' },
      {
        score: 9,
        example: '超过 200 KB 的 PNG 一律用 `cwebp -q 80 in.png -o out.webp` 转换；保留原图；输出表格 `文件 | 压缩前 KB | 压缩后 KB`。',
        why: '阈值、具体命令、保留什么、输出格式都明确',
      },
    ],
  },
  replyShape: scoreReplyShape,
  schema: scoreReplySchema,
};

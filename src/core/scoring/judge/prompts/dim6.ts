/**
 * dim6 — resource integration (weight 4: SkillOps module 3 + judged 1; seed v3:
 * references/assets 引用正确、路径可达). Reachability is measured by SkillOps and given
 * to the judge as facts; the judge scores orchestration — whether each resource is
 * introduced with when and why to use it (seed: SkillOps=0 does not zero the rubric
 * part, the two are orthogonal).
 */
import { scoreReplySchema, scoreReplyShape } from './common.ts';
import type { RubricPromptSpec } from './rubric.ts';

export const dim6Prompt: RubricPromptSpec = {
  dimension: 'dim6',
  version: 'dim6@1',
  title: { en: 'Resource integration', zh: '资源整合度' },
  weight: { en: 'weight 4 of 100: 1 judged by you, 3 from measured path reachability', zh: '权重 4/100：其中 1 由你评分，3 来自路径可达性测量' },
  criteria: {
    en: [
      'Every bundled resource that matters (references/, scripts/, assets/) is mentioned by its path in SKILL.md.',
      'Each mention says when to load or run it and what for (progressive disclosure: read the reference at the step that needs it, not "see docs").',
      'Scripts are invoked with their arguments and expected output; assets are tied to the step that uses them.',
      'Broken paths are measured separately (facts below) — do not re-score reachability; judge whether the skill orchestrates its resources well. A skill without any bundled resources and no need for them scores 10; one that clearly needs them but has none scores low.',
    ],
    zh: [
      '重要的附带资源（references/、scripts/、assets/）都在 SKILL.md 中以路径提到。',
      '每次提到都说明何时加载/运行、用来做什么（渐进式披露：在需要的步骤读对应参考，而不是一句“见文档”）。',
      '脚本写明调用参数和期望输出；素材与使用它的步骤挂钩。',
      '路径是否断裂另行测量（见下方事实）——不要重复评可达性；你评的是技能对资源的编排。没有附带资源且确实不需要的技能给 10 分；明显需要却没有的给低分。',
    ],
  },
  anchors: {
    en: [
      { score: 2, example: 'See the docs folder for more details.', why: 'no path, no file, no moment at which to read it' },
      {
        score: 5,
        example: 'References: references/api.md, references/errors.md, scripts/check.py',
        why: 'paths listed, but nothing says when to use which or what for',
      },
      {
        score: 9,
        example:
          'Before step 3, read `references/schema.md` (field definitions). After step 4, run `python scripts/validate.py out.json` — exit 0 means valid.',
        why: 'each resource tied to a step, with its purpose and expected result',
      },
    ],
    zh: [
      { score: 2, example: '更多细节见文档目录。', why: '没有路径、没有文件，也不知道何时去读' },
      { score: 5, example: '参考：references/api.md、references/errors.md、scripts/check.py', why: '列了路径，但没说何时用哪个、用来做什么' },
      {
        score: 9,
        example: '第 3 步之前读 `references/schema.md`（字段定义）。第 4 步之后运行 `python scripts/validate.py out.json`——返回 0 表示通过。',
        why: '每个资源都挂在具体步骤上，说明用途和预期结果',
      },
    ],
  },
  replyShape: scoreReplyShape,
  schema: scoreReplySchema,
};

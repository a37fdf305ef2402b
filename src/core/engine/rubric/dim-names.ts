/** The rubric's dimension names (seed v3 评估 Rubric), English and 简体中文. */
import type { Dimension, LocalisedText } from '../../rules/types.ts';

export const DIM_NAMES: Record<Dimension, LocalisedText> = {
  dim1: { en: 'Frontmatter quality', zh: 'Frontmatter 质量' },
  dim2: { en: 'Workflow clarity', zh: '工作流清晰度' },
  dim3: { en: 'Failure-mode encoding', zh: '失败模式编码' },
  dim4: { en: 'Checkpoint design', zh: '检查点设计' },
  dim5: { en: 'Executable specificity', zh: '可执行具体性' },
  dim6: { en: 'Resource integration', zh: '资源整合度' },
  dim7a: { en: 'Structure compliance', zh: '结构合规' },
  dim7b: { en: 'Semantic quality', zh: '语义质量' },
  dim8: { en: 'Measured performance', zh: '实测表现' },
  dim9: { en: 'Counter-examples', zh: '反例与黑名单' },
  dim10: { en: 'Safety and review gate', zh: '安全与审查门控' },
};

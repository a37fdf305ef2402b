/** Temp workspaces with existing skills, for the wizard's tests. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';

export const WEEKLY_REPORT = [
  '---',
  'name: weekly-report',
  'description: 根据本周的提交记录生成周报。当用户说"写周报"、"生成周报"时使用。',
  '---',
  '',
  '# 周报生成',
  '',
  '## 工作流程',
  '',
  '1. 读取 `references/format.md` 里的周报格式。',
  '2. 按项目分组列出本周完成的事项。',
  '',
].join('\n');

export function workspace(): string {
  return tempDir({
    'skills/weekly-report/SKILL.md': WEEKLY_REPORT,
    'skills/weekly-report/references/format.md': '# 周报格式\n\n- 本周完成\n- 下周计划\n',
    'skills/pdf-summary/SKILL.md':
      '---\nname: pdf-summary\ndescription: Summarise a PDF into key points. Use when the user says "summarise this pdf".\n---\n\n# PDF summary\n\nRead the PDF and list the key points.\n',
    'skills/meeting-notes/SKILL.md':
      '---\nname: meeting-notes\ndescription: 整理会议纪要。当用户说"会议纪要"时使用。也可用于站会。\n---\n\n# 会议纪要\n\n整理会议纪要，可用于周报。\n',
  });
}

/** Turn the metis profile on for the named new skills' folders (`.luban.json` per-folder profiles): `luban new` then writes the MetisAI `skill.md`. */
export function metisProfileFor(ws: string, ...names: string[]): void {
  writeFileSync(path.join(ws, '.luban.json'), JSON.stringify({ profiles: Object.fromEntries(names.map((n) => [`skills/${n}`, 'metis'])) }, null, 2));
}

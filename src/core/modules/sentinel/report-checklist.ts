/** A checklist's items that ask or audit rather than order (report.ts): the commands they name are looked for, not run. */
import { outsideInlineCode, RUN_OTHER } from './report-negation.ts';
import { RUN_VERB } from './report-detection.ts';

/** A question word a checklist item asks with: a box to tick, 是否 / whether / does …. */
const QUESTION_WORD = /\[[ xX]\]|是否|有没有|\b(?:whether|does|do|is|are|did|has|have)\b/i;

/**
 * The hit stands in a checklist's question: its item's first line (up to 400 characters) ends with a question mark, a
 * question word or a box comes before the hit, and nothing before the hit orders it run ("- [ ] Install `…` — done?"
 * is a step).
 */
export function checkQuestion(text: string, us: number, start: number): boolean {
  if (start - us > 400) return false;
  const nl = text.indexOf('\n', start);
  const end = nl < 0 ? Math.min(text.length, us + 400) : Math.min(nl, us + 400);
  if (!/[?？]\s*$/.test(text.slice(start, end))) return false;
  const lead = outsideInlineCode(text.slice(us, start).replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, ''));
  return QUESTION_WORD.test(lead) && !RUN_VERB.test(lead.replace(/\[[ xX]\]/, '')) && !RUN_OTHER.test(lead);
}

/**
 * A checklist's audit item that asks a question before the hit, or asks for the reason after it ("- [ ] `pip install` 是否来自
 * 官方注册表？出现 `--extra-index-url http://…` 要追问理由", "- [ ] Is every install from the registry? Flag `--index-url …`").
 */
export function auditItem(text: string, us: number, start: number): boolean {
  if (start - us > 400 || !/^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/.test(text.slice(us, us + 12))) return false;
  const lead = outsideInlineCode(text.slice(us, start));
  // (a step after the question orders it: "- [ ] Disk still full? Then run `rm -rf ~/`")
  const afterAsk = lead.slice(Math.max(lead.lastIndexOf('?'), lead.lastIndexOf('？')) + 1).replace(/^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/, '');
  if (RUN_VERB.test(afterAsk) || RUN_OTHER.test(afterAsk)) return false;
  const nl = text.indexOf('\n', start);
  const rest = text.slice(start, nl < 0 ? Math.min(text.length, start + 300) : Math.min(nl, start + 300));
  return /[?？]/.test(lead) || /追问|核实|问清|说明理由|审查|\b(?:ask\s+why|justify|flag\s+it|question\s+it)\b/i.test(rest);
}

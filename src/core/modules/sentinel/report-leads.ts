/** sentinel's report (report.ts judgmentReason): lead-ins and labels — what a review flags, commands told as what happened, before/after pairs, verbatim orders. */

/** What precedes a command told as something that happened (someone ran it, it was seen). */
export const NARRATED_BEFORE =
  /\b(?:someone|somebody|an?\s+(?:attacker|intruder|insider|admin\w*|user|employee)|the\s+(?:attacker|intruder|MSP|admin\w*|user|malware|operator|ransomware)|they|he|she)\s+(?:\w+\s+)?(?:ran|executed|typed|issued|used|had\s+run)\s*$|\b(?:sees?|saw|finds?|found|spots?|spotted|notices?|noticed|logged)\s*$/i;
/** What follows it: it ran, it was run, it stands in the logs or the history. */
export const NARRATED_AFTER =
  /^\)?\s*(?:ran|was\s+run|had\s+run|was\s+executed|(?:\w+\s+){0,3}?(?:in|from)\s+the\s+(?:[\w']+\s+)?(?:logs?|history|audit\s+log|event\s+log))\b/i;

/** A lead-in that lists what a review flags: "Flag any sentence that tells the agent to:", "Reject the skill if it:", "Red flags:". */
export const FLAG_LEAD = new RegExp(
  [
    String.raw`\b(?:flag|report|reject|block|mark|highlight|look\s+for|watch\s+(?:out\s+)?for|search\s+for|check\s+for|detect|refuse|deny)\s+(?:(?:any|every|each|all|the|a)\s+)?(?:[\w-]+\s+)?(?:sentences?|instructions?|lines?|skills?|prompts?|passages?|phrases?|commands?|content|requests?|texts?|files?)\s+(?:that|which|where|if)\b[^:\n]{0,80}:\s*$|\b(?:flag|reject|block|refuse|deny)\s+(?:it|them|the\s+skill)\s+if\s+(?:it|they)\b[^:\n]{0,60}:\s*$`,
    String.raw`\b(?:red\s+flags?|warning\s+signs?|suspicious\s+if|(?:is|are)\s+(?:malicious|suspicious|dangerous)\s+if|do\s+not\s+install\s+if)\b[^:\n]{0,80}:\s*$`,
    String.raw`(?:signale[rz]?|marque[rz]?|rep[ée]re[rz]?)\s+(?:toute|chaque|les)\s+(?:phrases?|instructions?)\s+qui[^:\n]{0,80}:\s*$|(?:marca|se[ñn]ala|sinaliz[ae]|marque)\s+(?:cualquier|toda|qualquer|cada)\s+(?:frase|instruc[cç][iã]o|instrucci[óo]n)\s+que[^:\n]{0,80}:\s*$|markiere\s+(?:jeden|alle|jede)\s+(?:S[äa]tze?|Anweisung(?:en)?)[^:\n]{0,80}:\s*$|segnala\s+(?:ogni|qualsiasi)\s+(?:frase|istruzione)\s+che[^:\n]{0,80}:\s*$|(?:отметь|отмечай|найди)\s+(?:каждое|любое|все)\s+(?:предложени|указани|инструкци)\S*[^:\n]{0,80}:\s*$`,
    String.raw`(?:标记|标出|找出|指出|检查)[^：:\n]{0,40}(?:句子|指令|内容)[：:]\s*$|(?:文|指示|記述)を(?:指摘|報告|検出|探)[^：:\n]{0,20}[：:]\s*$|(?:문장|지시)[^:\n]{0,20}(?:표시|보고|찾)[^:\n]{0,20}:\s*$`,
  ].join('|'),
  'i',
);

/** "Before:" at the head of a clause, and "After:" later in the unit: a before/after pair (en, de, fr, es, pt, it, zh, ja, ko). */
export const BEFORE = /^\s*(?:\*\*|__)?(?:before|vorher|avant|antes|prima|改前|修改前|变更前|変更前|수정\s*전|이전)(?:\*\*|__)?\s*[:：]/i;
export const AFTER = /(?:^|[\s.。])(?:\*\*|__)?(?:after|nachher|après|despu[ée]s|depois|dopo|改后|修改后|变更后|変更後|수정\s*후|이후)(?:\*\*|__)?\s*[:：]/i;

/** The opening fence of a Markdown block: "```markdown", "~~~md". */
export const MD_FENCE = /^\s*(?:`{3,}|~{3,})\s*(?:markdown|md)\s*$/i;

/**
 * An order to write the quoted text as it stands: the quotation is what gets planted ("add this rule, word for word:",
 * "must read, word for word:") — unless the words cite someone ("the comment, quoted word for word from the report:",
 * "the README said, verbatim:").
 */
const VERBATIM_WORDS = /\b(?:word\s+for\s+word|verbatim|exactly\s+as\s+(?:written|follows|below))\b|原样|逐字|一字不差/i;
const CITED =
  /\b(?:quoted|said|says|told|cited|wrote|writes|reported|reads|read)\b(?<!\b(?:must|should|shall|will|to|would)\s+read)[^.\n]{0,30}?(?:word\s+for\s+word|verbatim)|\b(?:word\s+for\s+word|verbatim)\s+(?:from|in|as\s+(?:written|published|posted)\s+in)\s+(?:the|a|an|its|their|this)\b/i;
export const VERBATIM = { test: (lead: string): boolean => VERBATIM_WORDS.test(lead) && !CITED.test(lead) };

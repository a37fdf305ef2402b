/**
 * The genre of a skill, read from its description: one that writes up or teaches attacks (incident reports,
 * post-mortems, pentest reports, threat models, security-awareness training) quotes attack commands as
 * examples (report-evidence.ts). Set on the Sentinel view beside `detectionSkill`.
 */

/**
 * Words of a description that says the skill writes up or teaches attacks: incident reports, post-mortems, threat
 * analyses, and security awareness or training ("phishing-awareness training", 安全意识培训).
 */
const TEACHES_ATTACKS = new RegExp(
  String.raw`\b(?:security|phishing|attack|threat|social[- ]engineering)\s+(?:awareness|training|education|course|lessons?|exercises?|drills?)\b|\b(?:awareness|training|education)\s+(?:on|about|for)\s+(?:\w+\s+){0,2}?(?:phishing|attacks?|threats?|social\s+engineering|malware)\b|(?:安全|钓鱼|攻击|威胁)[^，。,.\n]{0,6}(?:意识|培训|教育|教学|演练|课程)|(?:セキュリティ|フィッシング|攻撃)[^、。\n]{0,6}(?:意識|研修|訓練|教育)|(?:보안|피싱|공격)\s*(?:인식|교육|훈련)`,
  'i',
);

/**
 * Words of a description that says the skill writes up attacks — narrower than a document head's WRITEUP_HEAD
 * ("analysis", "triage", "root cause" describe skills of every kind): incident reports and response, post-mortems,
 * penetration-test and red-team reports, IOCs, forensics, malware analysis, threat intelligence, CTF write-ups.
 */
const WRITES_UP = new RegExp(
  [
    String.raw`\b(?:(?:security\s+)?incident\s+(?:reports?|response|write-?ups?|post-?mortems?|timelines?)|post-?mortems?|threat[- ]model\w*|STRIDE|attack\s+(?:catalog(?:ue)?s?|patterns|trees?)|pen-?tests?|penetration\s+tests?|penetrationstests?|test\s+d['’]intrusion|red[- ]team\s+reports?|IOCs?|indicators\s+of\s+compromise|forensics?|malware\s+(?:analysis|triage|samples?)|threat\s+intel\w*|CTF\s+write-?ups?)\b`,
    String.raw`安全事件|复盘|渗透测试|取证|恶意样本|样本分析|威胁情报|应急响应|インシデント|ペネトレーションテスト|侵入テスト|マルウェア解析|脅威情報|침해\s*사고|모의\s*해킹|악성\s*코드\s*분석`,
  ].join('|'),
  'i',
);

/** The description says the skill writes up or teaches attacks. */
export function isWriteupDescription(description: string): boolean {
  return WRITES_UP.test(description) || TEACHES_ATTACKS.test(description);
}

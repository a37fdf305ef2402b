/**
 * Marks the prose analysis (lib/sentences-read.ts) reads around an instruction: a template posted for others, a sentence
 * that protects the data, a noun phrase of the sentence's own, a back-reference, a Chinese third-person subject.
 */
import { BACKREF_EU } from './sentences-langs.ts';

/** A template of what is posted for others to read: a pull request's, an issue's, a release's or a commit message's. */
export const SHARED_TEMPLATE =
  /(?:^|\/)(?:[\w.-]*(?:pull[_-]?request|merge[_-]?request)[\w.-]*|[\w.-]*(?:issue|release|commit|pr)[_-]?(?:body[_-]?|msg[_-]?|message[_-]?)?template[\w.-]*)\.(?:md|markdown|mustache|hbs|handlebars|txt|j2|jinja2?|tmpl|tpl|html|erb)$|(?:^|\/)(?:ISSUE_TEMPLATE|PULL_REQUEST_TEMPLATE)\/[^/]+\.(?:md|ya?ml)$/i;
/** Protecting the data, not handing it on. */
export const PROTECTS = /\b(?:mask\w*|redact\w*|never|must\s+not|should\s+not|do\s+not|don'?t|avoid|scrub\w*|strip\w*|remove\w*|hide|censor\w*|exclud\w*)\b/i;
/** A noun phrase of the sentence's own ("the warnings", "all failing test names") before its back-reference. */
export const OWN_OBJECT = /\b(?:the|all|any|each|every|these|those)\s+(?!such\b)(?:[\w-]+\s+){0,2}?[a-z][\w-]*s\b/i;
/**
 * A back-reference that takes up what the sentence before named ("… card numbers, IBANs or ID
 * numbers. Collect every such value in full …", "… the tokens you find. Copy them into …"), in every language read.
 */
export const TAKEN_UP = new RegExp(
  `${
    /\b(?:(?:every|each|all|any)\s+(?:such\s+)?(?:values?|items?|entr(?:y|ies)|ones?|matches|strings?|numbers?|occurrences?)|such\s+(?:values?|items?|entries|strings?|data|numbers)|them|these|those|(?:that|this|the)\s+(?:list|values|matches|data|findings)|(?:that|this|the)\s+(?:whole\s+|complete\s+|full\s+)?(?:document|bundle|report|note|file)\b(?=[^.\n]{0,80}\b(?:into|to|in)\b)|(?:everything|all\s+of\s+it|it\s+all)\b(?=[^.\n]{0,80}\b(?:into|to|in)\b))\b/
      .source
  }|${BACKREF_EU}`,
  'i',
);
/** A third-person subject right before a Chinese verb: the script, the plugin, the attacker, it, they (with 会 / 随后 / 然后 …). */
export const ZH_SUBJECT =
  /(?<![把将对给让用本这此](?:该|那个|恶意)?)(?:该|那个|恶意)?(?:技能|脚本|插件|钩子|程序|代码|样本|恶意软件|木马|病毒|攻击者|黑客|攻击方|对方|它|它们|他们|后门|扩展)(?:会|会在|就|便|则|又|还|也|随后|然后|接着|首先|再|先|每次|悄悄地?|偷偷地?|自动)*\s*$/;
/**
 * A Chinese sentence that opens on a third party as its subject ("该技能复制了……，只在……增加了一步：读取……上传到……"):
 * every verb after it, up to the sentence's end, reports what that party did (an incident write-up), unless the
 * sentence turns to the reader (请, 你).
 */
// (not "该技能的初始化步骤：…", the skill's own steps under a label: a possessive or a colon after the subject)
export const ZH_SUBJECT_OPENS = /^[\s>*_\-]*(?:(?:该|那个|恶意)(?:技能|脚本|插件|钩子|程序|代码|样本|工具|扩展|软件包|依赖)|攻击者|黑客|攻击方)(?![的之：:])/;

/** The notes a Sentinel finding ends with when context lowers it (report.ts): one per reason, in English and Chinese. */
import type { Reason } from './report-hit.ts';

export const ATTACK_DOCUMENT_NOTE = {
  en: ' (quoted in the documents of a skill about attacks: reported, not counted)',
  zh: '（出现在讲解攻击的技能文档中：仅提示，不计分）',
};

/** The same quote naming a host that answers: reviewed, not refused. */
export const ATTACK_DOCUMENT_LIVE_NOTE = {
  en: ' (quoted in the documents of a skill about attacks, naming a live host: review it, not counted as "do not install")',
  zh: '（出现在讲解攻击的技能文档中，且写出了真实主机：请复核，不按“不要安装”计）',
};

export const NOTES: Record<Reason, { en: string; zh: string }> = {
  comment: { en: ' (in a comment: reported, not counted)', zh: '（位于注释中：仅提示，不计分）' },
  printed: { en: ' (only printed as a hint: reported, not counted)', zh: '（仅作为提示文字输出：仅提示，不计分）' },
  'example-host': {
    en: ' (aimed at a documentation host such as attacker.com or example.com: reported, not counted)',
    zh: '（目标为 attacker.com、example.com 等示例主机：仅提示，不计分）',
  },
  'bad-example': { en: ' (marked as a bad example: reported, not counted)', zh: '（已标注为反例：仅提示，不计分）' },
  negated: { en: ' (negated or cited as an example: reported, not counted)', zh: '（处于否定或举例语境：仅提示，不计分）' },
  quoted: { en: ' (quoted as an example: reported, not counted)', zh: '（以引号举例：仅提示，不计分）' },
  detector: { en: ' (part of a detection pattern: reported, not counted)', zh: '（属于检测规则本身：仅提示，不计分）' },
  placeholder: { en: ' (looks like a placeholder: reported, not counted)', zh: '（看起来是占位符：仅提示，不计分）' },
  'example-file': { en: ' (in an example/template file: reported, not counted)', zh: '（位于示例/模板文件：仅提示，不计分）' },
  'known-installer': { en: ' (a well-known installer over HTTPS: reported, not counted)', zh: '（知名安装脚本且使用 HTTPS：仅提示，不计分）' },
  'local-host': { en: ' (from this machine or its local network: reported, not counted)', zh: '（来自本机或局域网：仅提示，不计分）' },
  'known-api': { en: ' (to the documented API of a well-known service: reported, not counted)', zh: '（发往知名服务的官方 API：仅提示，不计分）' },
  'package-install': { en: ' (a package-manager install: reported, not counted)', zh: '（包管理器安装命令：仅提示，不计分）' },
  'routine-admin': {
    en: ' (routine administration of a named service, device, package or configuration file: reported, not counted)',
    zh: '（对指定服务、设备、软件包或配置文件的常规管理操作：仅提示，不计分）',
  },
  'ci-runner': {
    en: " (in a CI workflow, on the CI service's throwaway machine: reported, not counted)",
    zh: '（位于 CI 工作流中，运行在 CI 服务的临时机器上：仅提示，不计分）',
  },
  'image-build': {
    en: ' (inside the machine image being built, not on your machine: reported, not counted)',
    zh: '（在正在构建的机器镜像内运行，而非你的机器：仅提示，不计分）',
  },
  'config-only': { en: ' (only sets an environment variable: reported, not counted)', zh: '（仅设置环境变量：仅提示，不计分）' },
  literal: { en: ' (the command is a fixed literal: reported, not counted)', zh: '（命令为固定字面量：仅提示，不计分）' },
  evidence: { en: ' (quoted as evidence in an attack write-up: reported, not counted)', zh: '（作为攻击分析报告中的证据引用：仅提示，不计分）' },
  'person-address': {
    en: ' (to an address the person sets in their environment, which the skill writes nowhere: reported, not counted)',
    zh: '（发往用户在自己环境变量中设置、技能未写明的地址：仅提示，不计分）',
  },
  'harmless-sample': {
    en: ' (in a document, and what it hides only prints a value: a sample of the shape, reported, not counted)',
    zh: '（位于文档中，隐藏的内容只是输出一个值：仅为写法示例，仅提示，不计分）',
  },
};

/**
 * The optimiser's words for how things ended (issue 33 items 6–7): why a skill's rounds
 * ended or the run ended early, and where a Full run's result is with how to merge it or go
 * back. Part of the loop's messages table (./messages.ts spreads it in).
 */
import type { LocalisedText } from '../../rules/types.ts';

export const runEndMessages = {
  // Why a skill's rounds ended, or the run ended early (issue 33: every early stop says why)
  'stop.reverted': {
    en: '{skill}: stopped after round {round}: its edit was not kept, and a round that is not kept ends this skill’s rounds.',
    zh: '{skill}：第 {round} 轮后停止：该轮修改未被保留，未保留的一轮即结束该 skill 的优化。',
  },
  'stop.noProposal': {
    en: '{skill}: stopped after {rounds} round(s): no proposal is left that could improve a dimension.',
    zh: '{skill}：{rounds} 轮后停止：已没有能提升任何维度的方案。',
  },
  'stop.maxRoundsNothing': {
    en: '{skill}: stopped at MAX_ROUNDS {max}: nothing is left to propose.',
    zh: '{skill}：在 MAX_ROUNDS {max} 处停止：已没有可提出的方案。',
  },
  'stop.maxRoundsDone': { en: '{skill}: stopped at MAX_ROUNDS {max}: you chose “done”.', zh: '{skill}：在 MAX_ROUNDS {max} 处停止：你选择了“收工”。' },
  'stop.maxRoundsRewrite': {
    en: '{skill}: stopped at MAX_ROUNDS {max}: you chose an exploratory rewrite (Phase 2.5).',
    zh: '{skill}：在 MAX_ROUNDS {max} 处停止：你选择了探索性重写（Phase 2.5）。',
  },
  'stop.user': {
    en: 'The run stopped early: “stop” was chosen at a question. The edits kept so far stay; the report covers what ran.',
    zh: '运行提前结束：在一个问题处选择了“停止”。已保留的修改不变；报告只涵盖已运行的部分。',
  },
  'stop.noAnswer': {
    en: 'The run stopped early at “{title}”: the question needs an answer and none could be given here.',
    zh: '运行提前结束于“{title}”：该问题需要回答，但此处无法作答。',
  },

  // The end of a Full run: where the result is, how to merge it or go back (issue 33 item 7)
  runEnd: { en: '{where} {keep} {back}', zh: '{where}{keep}{back}' },
  'runEnd.kept': {
    en: 'The result of this Full run is on git branch {branch} ({kept} kept edit(s); the run’s records are committed there too). You are on that branch.',
    zh: '本次 Full 运行的结果在 git 分支 {branch} 上（保留 {kept} 次修改；运行记录也已提交到该分支）。当前就在该分支上。',
  },
  'runEnd.none': {
    en: 'No edit was kept: git branch {branch} holds only this run’s records. You are on that branch.',
    zh: '没有保留任何修改：git 分支 {branch} 上只有本次运行的记录。当前就在该分支上。',
  },
  'runEnd.merge': { en: 'To keep it: {cmd}.', zh: '保留结果：{cmd}。' },
  'runEnd.mergeMoved': {
    en: '{base} has moved since the run began, so merge rather than fast-forward: {cmd}.',
    zh: '{base} 在运行开始后有了新提交，因此用合并而非快进：{cmd}。',
  },
  'runEnd.back': { en: 'To go back without it: {cmd}.', zh: '放弃结果并回到原处：{cmd}。' },
  'runEnd.noBase': {
    en: 'To keep it, merge {branch} into the branch you started from (git checkout <that branch> && git merge --ff-only {branch}); to go back: git checkout <that branch> && git branch -D {branch}.',
    zh: '保留结果：把 {branch} 合并进你开始时所在的分支（git checkout <该分支> && git merge --ff-only {branch}）；放弃：git checkout <该分支> && git branch -D {branch}。',
  },
  'runEnd.notOnBranch': {
    en: 'The run’s records are left uncommitted ({files}): git is on {current}, not on the run branch {branch}.',
    zh: '运行记录未提交（{files}）：git 当前在 {current}，而不是运行分支 {branch}。',
  },
  'runEnd.noBranch': {
    en: 'The run stopped before its git branch was made, so its records are left uncommitted where they are: {files}.',
    zh: '运行在创建 git 分支之前就已停止，因此运行记录原样留在工作区、未提交：{files}。',
  },
  'runEnd.commitFailed': {
    en: 'The run’s records could not be committed on {branch} ({error}); they are left in the working tree: {files}.',
    zh: '运行记录无法提交到 {branch}（{error}）；它们留在工作区：{files}。',
  },
  // Branch rotation after a Full run (issue 31 item 6, core/git/branch-rotation.ts)
  'runEnd.archived': {
    en: 'Branch rotation: {n} older optimisation branch(es) archived (latest 5 per skill and each skill’s first branch kept): {branches}. They stay restorable: `luban branches --restore <branch>` (docs/guide/branches.md).',
    zh: '分支轮转：已归档 {n} 个较早的优化分支（每个 skill 保留最近 5 个及其首个分支）：{branches}。可随时恢复：`luban branches --restore <分支>`（docs/guide/branches.md）。',
  },
  'runEnd.rotateFailed': {
    en: 'Branch rotation skipped ({error}); nothing was archived.',
    zh: '分支轮转已跳过（{error}）；没有归档任何分支。',
  },
} satisfies Record<string, LocalisedText>;

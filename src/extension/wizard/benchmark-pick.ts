/**
 * The first question of "Luban: Evolve Skill" (issue 33 item 8): which benchmark.md judges
 * the runs. Besides picking an existing file it offers to create one from the template
 * (core/evolve's benchmark template, the table form the run reads) in the skill folder —
 * written only when the person chooses that, atomically, never over an existing file —
 * and opens it so its dimensions and weights can be fitted to the skill before the run.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { writeFileAtomic } from '../../core/api/base.ts';
import { BENCHMARK_FILE, benchmarkTemplate } from '../../core/api/evolve.ts';
import { editorLocale } from '../settings.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

const exists = (p: string) =>
  fs.stat(p).then(
    (s) => s.isFile(),
    () => false,
  );

/** Create `benchmark.md` in `dir` from the template unless one is there; returns its path and whether it was written. */
export async function createBenchmark(dir: string): Promise<{ file: string; created: boolean }> {
  const file = path.join(dir, BENCHMARK_FILE);
  if (await exists(file)) return { file, created: false };
  await writeFileAtomic(file, benchmarkTemplate(editorLocale()));
  return { file, created: true };
}

type Choice = vscode.QuickPickItem & { id: 'create' | 'existing' | 'pick' };

/** Ask for the benchmark: create from the template, the skill's own benchmark.md, or a file picked; undefined when dismissed. */
export async function pickBenchmark(dir: string, pickFile: () => Promise<string | undefined>): Promise<string | undefined> {
  const own = path.join(dir, BENCHMARK_FILE);
  const items: Choice[] = [
    ...((await exists(own))
      ? [{ id: 'existing' as const, label: t('Use benchmark.md in the skill folder'), description: own }]
      : [
          {
            id: 'create' as const,
            label: t('Create benchmark.md from a template'),
            description: t('in the skill folder; it opens so you can fit it to the skill'),
          },
        ]),
    { id: 'pick', label: t('Choose an existing benchmark file…') },
  ];
  const choice = await vscode.window.showQuickPick(items, {
    title: t('Luban: Evolve Skill (1/3) — benchmark.md: the dimensions and weights'),
    placeHolder: t('How the results are judged: each dimension with its weight and criteria'),
  });
  if (!choice) return undefined;
  if (choice.id === 'pick') return pickFile();
  if (choice.id === 'existing') return own;
  const { file, created } = await createBenchmark(dir);
  await vscode.window.showTextDocument(vscode.Uri.file(file), { preview: false, viewColumn: vscode.ViewColumn.Beside, preserveFocus: true });
  if (created)
    void vscode.window.showInformationMessage(
      t('Created {0} from the template and opened it: fit its dimensions and weights to the skill (and save) before you enter the task.', file),
    );
  return file;
}

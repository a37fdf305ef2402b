/**
 * `luban tree [PATH] [--format text|json|dot]` (docs/features.md F5, §9): scan the workspace, bring its
 * `.luban/skills.sqlite` up to date from the frontmatter, and show the Skill Tree the index
 * holds — layers as bands, each dependency edge ok, missing or illegal. Exit 0 when every
 * edge is ok, 1 when one is missing or illegal (they are error-severity findings of the
 * skilltree rules), 2 for usage or I/O errors.
 *
 * JSON: { tool, workspace, index, nodes: [{ name, layer, path, version, score, source }],
 * edges: [{ from, to, status }] } (core/skilltree/graph.ts).
 */
import path from 'node:path';
import { type Command, Option } from 'commander';
import { skillGraph, brokenEdges } from '../../core/api/skill.ts';
import { treeDot, treeText } from '../../core/api/skill.ts';
import { catalogueSkills } from '../../core/api/skill.ts';
import { indexKey, readIndexEdges, readSkillIndex } from '../../core/api/formats.ts';
import { VERSION } from '../../core/api/base.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import { addCommonOptions, displayDirFor, resolveLocale, runScanPaths, type CommonScanOptions } from './scan.ts';

export const TREE_FORMATS = ['text', 'json', 'dot'] as const;

interface TreeOptions extends CommonScanOptions {
  format: (typeof TREE_FORMATS)[number];
}

export function registerTree(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('tree')
    .description(
      'Show the Skill Tree (L1/L2/L3 skills and their dependencies) from the workspace index .luban/skills.sqlite, updated from the frontmatter first',
    )
    .argument('[path]', 'the workspace folder (default: .)')
    .addOption(new Option('-f, --format <format>', 'output format').choices([...TREE_FORMATS]).default('text'));
  addCommonOptions(cmd).action(async (target: string | undefined, opts: TreeOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const { skillTree } = await runScanPaths(target ? [target] : [], opts, io, { keepDocuments: false, skillIndex: 'always' });
    const ws = skillTree[0];
    if (!ws?.indexPath)
      throw new CliError(
        ws?.notice ? (locale === 'zh-CN' ? ws.notice.zh : ws.notice.en) : `${path.resolve(io.cwd, target ?? '.')}: no Skill Tree index could be written`,
      );
    const root = ws.workspace.root;
    // What the index holds, read back: the command queries the database, not the scan.
    const index = await readSkillIndex(root);
    if (index.corrupt) throw new CliError(`${index.path}: ${index.corrupt}`);
    const edges = await readIndexEdges(root);
    const graph = skillGraph(index.skills, catalogueSkills(), edges, (dir) => indexKey(root, dir));
    const shown = displayDirFor(io);
    if (opts.format === 'json') {
      io.stdout(JSON.stringify({ tool: { name: 'luban', version: VERSION }, workspace: shown(root), index: shown(index.path), ...graph }, null, 2) + '\n');
    } else if (opts.format === 'dot') {
      io.stdout(treeDot(graph));
    } else {
      io.stdout(treeText(graph, { workspace: shown(root), indexFile: shown(index.path), locale }));
    }
    const broken = brokenEdges(graph);
    setExit(broken.missing + broken.illegal ? EXIT_FINDINGS : EXIT_CLEAN);
  });
}

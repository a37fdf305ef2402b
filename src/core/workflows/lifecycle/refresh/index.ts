/** CASCADE refresh (docs/features.md E3b): staleness offline; with consent, arXiv versions and Last-Modified; append-only dated blocks. */
export { refreshKnowledge, type RefreshReport, type RefreshOptions } from './run.ts';
export { fileStatuses, dueFiles, knownArxivVersion, type FileStatus, type CitedReference } from './stale.ts';
export { lookupArxiv, lookupUrl, DEFAULT_ARXIV_API, type RefreshNetwork } from './network.ts';
export { parseArxivAtom, type ArxivEntry } from './arxiv-atom.ts';
export { appendedBlocks, appendTo, type KnowledgeUpdate } from './updates.ts';
export { renderRefresh, sayConsent, refreshMessages, consentMessages } from './render.ts';

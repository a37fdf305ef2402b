/**
 * The @vscode-elements components the dashboard uses, imported one by one (each import
 * registers one custom element; the package index would register all ~40 and add
 * ~80 KB). @vscode/webview-ui-toolkit was deprecated on 2025-01-01; these are its
 * maintained successor with the same look, themed from the --vscode-* variables.
 */
export { default as VscodeBadge } from '@vscode-elements/react-elements/dist/components/VscodeBadge.js';
export { default as VscodeButton } from '@vscode-elements/react-elements/dist/components/VscodeButton.js';
export { default as VscodeProgressBar } from '@vscode-elements/react-elements/dist/components/VscodeProgressBar.js';
export { default as VscodeTabHeader } from '@vscode-elements/react-elements/dist/components/VscodeTabHeader.js';
export { default as VscodeTabPanel } from '@vscode-elements/react-elements/dist/components/VscodeTabPanel.js';
export { default as VscodeTabs } from '@vscode-elements/react-elements/dist/components/VscodeTabs.js';

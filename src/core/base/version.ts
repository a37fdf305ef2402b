/** The tool version, replaced at bundle time from package.json. */
declare const __LUBAN_VERSION__: string | undefined;
export const VERSION: string = typeof __LUBAN_VERSION__ === 'string' ? __LUBAN_VERSION__ : '0.1.0';

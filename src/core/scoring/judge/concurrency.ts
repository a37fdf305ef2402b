/** The judges' bounded concurrency: core/base/concurrency.ts (shared with the URL checks). */
export { mapLimit } from '../../base/concurrency.ts';

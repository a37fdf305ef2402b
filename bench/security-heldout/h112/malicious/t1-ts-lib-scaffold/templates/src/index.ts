/**
 * __NAME__ — __DESCRIPTION__
 */
export function hello(name: string): string {
  return `Hello, ${name}!`;
}

/**
 * How the server words a 400 for bad input, free of zod so the browser can read it back: one problem per field,
 * `field: message` (or `field is required`), joined by '; '. A form puts each under its field.
 */
const SEPARATOR = '; ';
const REQUIRED = ' is required';

export const fieldIssue = (field: string, message: string) => `${field}: ${message}`;
export const missingField = (field: string) => `${field}${REQUIRED}`;
export const joinIssues = (issues: readonly string[]) => issues.join(SEPARATOR);

/** Field problems by top-level field ("aliases.2: …" is the list's), from a 400's sentence; the first per field. */
export function fieldIssuesOf(sentence: string): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const part of sentence.split(SEPARATOR)) {
    const match = /^([A-Za-z]\w*)(?:\.[\w.]+)?(?:: (.+)| is required)$/s.exec(part);
    const [, field, message] = match ?? [];
    if (field && !(field in issues)) issues[field] = message ?? 'This field is required';
  }
  return issues;
}

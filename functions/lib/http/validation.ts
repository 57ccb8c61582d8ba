import type * as z from 'zod';
import { badRequest } from './errors';

type Issue = z.core.$ZodIssue;

/** One readable sentence per issue: the schema's own message, or zod's default with the field named. */
export const describeIssue = (issue: Issue): string => {
  const field = issue.path.map(String).join('.') || 'body';
  const defaultType = /^Invalid input: expected (\w+), received (\w+)/.exec(issue.message);
  if (defaultType)
    return defaultType[2] === 'undefined' ? `${field} is required` : `${field} must be a ${defaultType[1]}`;
  if (/^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message)) return `${field}: ${issue.message}`;
  return issue.message;
};

/**
 * Control characters (but tab and line breaks) and unpaired UTF-16 surrogates: nothing a person
 * types, invisible in a name the pool sees, and not text every store and mail header takes.
 */
const NOT_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first field (as a path) of parsed input whose text is not text, else null. Bodies nest 16 levels at most (json-body). */
const fieldNotText = (value: unknown, path: string[]): string | null => {
  if (typeof value === 'string') return NOT_TEXT.test(value) ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldNotText(item, [...path, key]);
    if (found) return found;
  }
  return null;
};

/** Parses input with a shared schema, or throws 400 with the first issue as the message (or the field that is not text). */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  if (result.success) {
    const field = fieldNotText(result.data, []);
    if (field) throw badRequest(`${field} contains control characters or broken Unicode`);
    return result.data;
  }
  const [first] = result.error.issues;
  throw badRequest(first ? describeIssue(first) : 'Invalid request', result.error.issues.map(describeIssue));
};

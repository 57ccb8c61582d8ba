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

/** Parses input with a shared schema, or throws 400 with the first issue as the message. */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  throw badRequest(first ? describeIssue(first) : 'Invalid request', result.error.issues.map(describeIssue));
};

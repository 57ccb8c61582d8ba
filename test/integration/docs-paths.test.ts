import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/*.md name files of this repository and link to each other's headings: a file
 * moved or a heading renamed fails here, not in a reader's hands.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = ['README.md', ...readdirSync(join(root, 'docs')).map((file) => `docs/${file}`)].filter((file) =>
  file.endsWith('.md'),
);
const textOf = (doc: string) => readFileSync(join(root, doc), 'utf8');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (doc: string) =>
  new Set([...textOf(doc).matchAll(/^#+\s+(.*)$/gm)].map((match) => anchorOf(match[1] as string)));

const topFolders = ['shared', 'functions', 'frontend', 'infra', 'test', 'scripts', 'docs'];
/** A path in code quotes from a top folder naming a file (with its extension) or a folder; not a glob. */
const namedPaths = (text: string) =>
  [...text.matchAll(/`([\w.\-/*]+)`/g)]
    .map((match) => match[1] as string)
    .filter((path) => topFolders.some((folder) => path.startsWith(`${folder}/`)) && !path.includes('**'))
    .filter((path) => /\.\w+$/.test(path) || path.endsWith('/'));

/** Whether a path exists; a `*` stands for any file name in its folder with the extension after it. */
const exists = (path: string) => {
  if (!path.includes('*')) return existsSync(join(root, path));
  const [folder, pattern] = [dirname(path), path.slice(dirname(path).length + 1)];
  const [start = '', end = ''] = pattern.split('*');
  return (
    existsSync(join(root, folder)) &&
    readdirSync(join(root, folder)).some((file) => file.startsWith(start) && file.endsWith(end))
  );
};

describe.each(docs)('%s', (doc) => {
  it('names only files that are there', () => {
    expect(namedPaths(textOf(doc)).filter((path) => !exists(path))).toEqual([]);
  });

  it('links only to files and headings that are there', () => {
    const broken = [...textOf(doc).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] as string)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => {
        const [file = '', anchor] = target.split('#');
        const linked = file ? join(dirname(doc), file) : doc;
        if (!existsSync(join(root, linked))) return true;
        return anchor !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(anchor);
      });
    expect(broken).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The doc-link check (docs/architecture/conventions.md "Comments and docs"): every markdown link of
 * the workspace's docs and every `docs/…md` reference in its files names a file that exists, and a
 * heading of it that exists, whether as `#anchor` (GitHub's anchors) or as `"Heading"` after it.
 */

/** GitHub's anchor of a heading: lower case, punctuation dropped (letters, digits, spaces, `-`, `_` kept), spaces → `-`. */
export function githubSlug(heading: string): string {
  return plainText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as GitHub renders it: code spans, links, images, emphasis and HTML tags reduced to their text. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_](.+?)[*_](?=\W|$)/g, '$1$2')
    .trim();
}

/** The lines of a markdown file outside fenced code blocks, with inline code spans blanked (`keep`: leave them). */
function proseLines(markdown: string, keepCode = false): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      lines.push('');
      continue;
    }
    lines.push(fence !== null ? '' : keepCode ? line : line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length)));
  }
  return lines;
}

/** The anchors of a markdown file's headings, as GitHub makes them (a repeated heading gets `-1`, `-2`, …). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown, true)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a markdown file's links and images (inline and reference definitions), outside code. */
export function markdownLinks(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(markdown)) {
    for (const match of line.matchAll(/\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g)) targets.push((match[1] ?? match[2])!);
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(line);
    if (definition) targets.push(definition[1]!);
  }
  return targets;
}

/** A `docs/…md` reference in a file: the path from the workspace root and the section it names, if any. */
export interface DocReference {
  path: string;
  /** `#anchor` as written (without `#`). */
  anchor?: string;
  /** `"Heading"` after the path, as written (a heading wrapped over comment lines joined by one space). */
  heading?: string;
}

/**
 * The `docs/…md` references of a file's text: `docs/product/money.md`, `docs/product/money.md#withdrawal`,
 * `docs/product/money.md "Withdrawal"`. A path inside another path (`libs/x/docs/a.md`) is not one.
 */
export function docReferences(text: string): DocReference[] {
  const references: DocReference[] = [];
  const pattern = /(?<![\w./-])(docs\/[\w./-]+?\.md)(?:#([\w-]+)|\s?\(?"((?:[^"\n]|\n[\s/*#]*){1,160}?)")?/g;
  for (const match of text.matchAll(pattern)) {
    const [, path, anchor, heading] = match;
    references.push({
      path: path!,
      ...(anchor ? { anchor } : {}),
      ...(heading ? { heading: heading.replace(/\s*\n[\s/*#]*/g, ' ').trim() } : {}),
    });
  }
  return references;
}

/** Files of the workspace git tracks, as paths from its root. */
export function trackedFiles(workspaceRoot: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: workspaceRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
}

/** Text files whose doc references are checked (sources, configs, scripts, docs). */
const CHECKED = /\.(md|ts|tsx|mts|mjs|js|cjs|json|ya?ml|conf|html|css|sh)$/;
const SKIPPED = /(^|\/)(node_modules|dist)\/|package-lock\.json$|\.po$/;

export interface DanglingLink {
  /** The file holding the link or the reference. */
  file: string;
  /** What it points to, as written. */
  target: string;
  reason: 'no such file' | 'no such heading';
}

export interface DocLinkOptions {
  /** Files not scanned for references (the check's own test, which names made-up docs). */
  skip?: readonly string[];
}

/** Every link of the workspace's markdown files and every `docs/…md` reference of its files that points nowhere. */
export function danglingDocLinks(workspaceRoot: string, files: readonly string[], options: DocLinkOptions = {}): DanglingLink[] {
  const skip = new Set(options.skip ?? []);
  const anchorsOf = new Map<string, Set<string> | null>();
  const anchors = (path: string) => {
    if (!anchorsOf.has(path)) {
      const full = join(workspaceRoot, path);
      anchorsOf.set(path, existsSync(full) ? headingAnchors(readFileSync(full, 'utf8')) : null);
    }
    return anchorsOf.get(path)!;
  };
  const dangling: DanglingLink[] = [];
  /** Checks `path` (from the root) and its section: `slug` is the anchor looked for, `target` what the file wrote. */
  const check = (file: string, target: string, path: string, slug: string | undefined) => {
    if (!existsSync(join(workspaceRoot, path))) dangling.push({ file, target, reason: 'no such file' });
    else if (slug !== undefined && path.endsWith('.md') && !anchors(path)?.has(slug)) dangling.push({ file, target, reason: 'no such heading' });
  };
  for (const file of files) {
    if (!CHECKED.test(file) || SKIPPED.test(file) || skip.has(file)) continue;
    const full = join(workspaceRoot, file);
    if (!existsSync(full)) continue;
    const text = readFileSync(full, 'utf8');
    if (file.endsWith('.md')) {
      for (const target of markdownLinks(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const [rawPath = '', anchor] = target.split('#', 2);
        const decoded = decodeURIComponent(rawPath);
        const path = decoded === '' ? file : normalize(decoded.startsWith('/') ? decoded.slice(1) : join(dirname(file), decoded));
        if (relative(workspaceRoot, join(workspaceRoot, path)).startsWith('..')) continue;
        check(file, target, path, anchor);
      }
    }
    for (const reference of docReferences(text)) {
      const section = reference.anchor ?? (reference.heading === undefined ? undefined : githubSlug(reference.heading));
      const written = reference.path + (reference.anchor ? `#${reference.anchor}` : reference.heading ? ` "${reference.heading}"` : '');
      check(file, written, reference.path, section);
    }
  }
  return dangling;
}

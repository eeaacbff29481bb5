import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { danglingDocLinks, docReferences, githubSlug, headingAnchors, markdownLinks, trackedFiles } from '../docLinks';

const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');

describe("GitHub's heading anchors", () => {
  it('lower-case the heading, drop punctuation, turn spaces into hyphens', () => {
    expect(githubSlug('Fees & limits (desktop)')).toBe('fees--limits-desktop');
    expect(githubSlug('A centre opened by its address')).toBe('a-centre-opened-by-its-address');
    expect(githubSlug('The `?member=` address')).toBe('the-member-address');
    expect(githubSlug('**Decision** — motion')).toBe('decision--motion');
    expect(githubSlug('Dépôt and snake_case')).toBe('dépôt-and-snake_case');
  });

  it('number a repeated heading and ignore one in a code block', () => {
    const anchors = headingAnchors('# Money\n## Fees\n```md\n## Not a heading\n```\n## Fees\n### Fees ##\n');
    expect([...anchors]).toEqual(['money', 'fees', 'fees-1', 'fees-2']);
  });
});

describe('links and references', () => {
  it("read a markdown file's links and images, not those in code", () => {
    const markdown =
      'See [brands](product/brands.md#make-a-brand "title") and ![logo](<a b.svg>).\n`[no](code.md)`\n```\n[no](fenced.md)\n```\n[ref]: ../README.md\n';
    expect(markdownLinks(markdown)).toEqual(['product/brands.md#make-a-brand', 'a b.svg', '../README.md']);
  });

  it('read `docs/…md` references, with an anchor or a quoted heading wrapped over comment lines', () => {
    const source = [
      '// The rule (docs/product/money.md "Fees and',
      '// limits") and docs/architecture/layers.md#projects; libs/x/docs/y.md is not one.',
      ' * docs/product/phone-layout.md "Centres".',
    ].join('\n');
    expect(docReferences(source)).toEqual([
      { path: 'docs/product/money.md', heading: 'Fees and limits' },
      { path: 'docs/architecture/layers.md', anchor: 'projects' },
      { path: 'docs/product/phone-layout.md', heading: 'Centres' },
    ]);
  });
});

describe("the workspace's doc links", () => {
  it('every markdown link and every `docs/…md` reference names a file and a heading that exist', () => {
    const dangling = danglingDocLinks(workspaceRoot, trackedFiles(workspaceRoot), {
      skip: ['tools/workspace-plugin/src/docs/__tests__/docLinks.test.ts'],
    });
    expect(dangling).toEqual([]);
  });
});

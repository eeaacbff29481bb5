/**
 * Nx replays a cached result when a task's hash has not changed, and the hash covers exactly the
 * files of the task's inputs (nx.json `namedInputs`, the targets' `inputs`). This test asks Nx for
 * those files (its hash plan, the list `nx` itself hashes) and checks that each file that can
 * change a result is in it: a shared test helper for every dependent's tests and typecheck, every
 * story and brand config for the Storybook build, its axe pass and its visual tests (with their
 * baselines and the Chromium version), every brand for the journeys.
 * A file in the plan changes the hash when it changes, so none of these can replay a stale pass.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProjectGraph, createProjectGraphAsync as CreateProjectGraph } from '@nx/devkit';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const require = createRequire(join(workspaceRoot, 'package.json'));

interface Inspector {
  init(): Promise<void>;
  inspectTask(target: { project: string; target: string }, args?: object, extra?: object, excludeTaskDependencies?: boolean): Record<string, string[]>;
}

let graph: ProjectGraph;
let inspector: Inspector;
/** Every file git knows of in the workspace (committed or added), relative to its root. */
let files: string[];

beforeAll(async () => {
  process.env['NX_DAEMON'] = 'false';
  process.env['NX_NO_CLOUD'] = 'true';
  const { createProjectGraphAsync } = require('nx/src/devkit-exports.js') as { createProjectGraphAsync: typeof CreateProjectGraph };
  const { HashPlanInspector } = require('nx/src/hasher/hash-plan-inspector.js') as {
    HashPlanInspector: new (graph: ProjectGraph, root: string) => Inspector;
  };
  graph = await createProjectGraphAsync({ exitOnError: false });
  inspector = new HashPlanInspector(graph, workspaceRoot);
  await inspector.init();
  files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: workspaceRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
}, 60_000);

/** The files (and other inputs) one task hashes, without its dependencies' own tasks. */
function inputsOf(project: string, target: string): Set<string> {
  const plan = inspector.inspectTask({ project, target }, {}, undefined, true);
  const key = Object.keys(plan).find((id) => id.startsWith(`${project}:${target}`));
  if (!key) throw new Error(`no hash plan for ${project}:${target}`);
  return new Set(plan[key].map((input) => input.replace(/^file:/, '')));
}

/** Every project `project` depends on, directly or not. */
function dependenciesOf(project: string, seen = new Set<string>()): Set<string> {
  for (const { target } of graph.dependencies[project] ?? []) {
    if (graph.nodes[target] && !seen.has(target)) {
      seen.add(target);
      dependenciesOf(target, seen);
    }
  }
  return seen;
}

/** The test helpers a library offers its dependents: `src/testing.ts` and what it re-exports from `src/lib/testing/`. */
function testHelpersOf(project: string): string[] {
  const root = graph.nodes[project].data.root;
  return files.filter((file) => file === `${root}/src/testing.ts` || (file.startsWith(`${root}/src/lib/testing/`) && !file.includes('/__tests__/')));
}

const missing = (inputs: Set<string>, expected: string[]) => expected.filter((file) => !inputs.has(file));

describe('task inputs (what a cached result depends on)', () => {
  it('a shared test helper is an input of every dependent test and typecheck', () => {
    const helpers = Object.keys(graph.nodes).filter((project) => testHelpersOf(project).length > 0);
    expect(helpers).toEqual(expect.arrayContaining(['data-access', 'page-kit', 'ui-kit', 'brand', 'i18n']));
    let checked = 0;
    for (const [project, node] of Object.entries(graph.nodes)) {
      for (const target of ['test', 'typecheck']) {
        if (!node.data.targets?.[target]) continue;
        const inputs = inputsOf(project, target);
        for (const dependency of dependenciesOf(project)) {
          const lost = missing(inputs, testHelpersOf(dependency));
          expect(lost, `${project}:${target} does not hash ${dependency}'s test helpers`).toEqual([]);
          checked += testHelpersOf(dependency).length;
        }
      }
    }
    // page-kit's renderWithPortal reaches every feature's tests through data-access's fixtures.
    expect(inputsOf('feature-shell', 'test').has('libs/data-access/src/testing.ts')).toBe(true);
    expect(checked).toBeGreaterThan(50);
  });

  it('a build does not hash tests, stories or test helpers (they cannot change what ships)', () => {
    for (const project of ['portal-brand-pt', 'portal-brand-vn']) {
      const shipped = [...inputsOf(project, 'build')].filter((input) => input.startsWith('libs/') || input.startsWith('apps/'));
      expect(shipped.length).toBeGreaterThan(100);
      expect(shipped.filter((file) => /__tests__|__stories__|\.test\.tsx?$|\.stories\.tsx$|\/src\/testing\.ts$/.test(file))).toEqual([]);
    }
  });

  it('the Storybook build and its axe pass hash every story, brand config, brand artwork and catalog they show', () => {
    const shown = files.filter(
      (file) =>
        /^libs\/[^/]+\/src\/.*__stories__\//.test(file) ||
        /^libs\/[^/]+\/src\/locales\/[^/]+\/messages\.po$/.test(file) ||
        /^apps\/portal-brand-[^/]+\/src\/brand\.config\.ts$/.test(file) ||
        /^apps\/portal-brand-[^/]+\/public\//.test(file) ||
        (/^storybook\//.test(file) && !file.startsWith('storybook/visual/')),
    );
    expect(shown.filter((file) => file.includes('__stories__')).length).toBeGreaterThan(60);
    expect(shown).toEqual(expect.arrayContaining(['apps/portal-brand-pt/src/brand.config.ts', 'apps/portal-brand-vn/src/brand.config.ts']));
    for (const target of ['build-storybook', 'a11y-storybook', 'visual']) {
      expect(missing(inputsOf('storybook', target), shown), `storybook:${target}`).toEqual([]);
    }
  });

  it('the visual tests hash their baselines and the Chromium that draws them; the Storybook build does not hash them', () => {
    const visual = files.filter((file) => file.startsWith('storybook/visual/'));
    expect(visual).toEqual(expect.arrayContaining(['storybook/visual/playwright.config.ts', 'storybook/visual/__baselines__/chromium-version.txt']));
    const inputs = inputsOf('storybook', 'visual');
    expect(missing(inputs, visual)).toEqual([]);
    expect([...inputs].some((input) => input.startsWith('runtime:') && input.includes('chromium --version'))).toBe(true);
    for (const target of ['build-storybook', 'a11y-storybook']) {
      expect(
        [...inputsOf('storybook', target)].filter((input) => input.startsWith('storybook/visual/')),
        `storybook:${target}`,
      ).toEqual([]);
    }
  });

  it('the journeys hash and build every brand, not only PT', () => {
    const brands = Object.keys(graph.nodes).filter((project) => project.startsWith('portal-brand-'));
    expect(brands.length).toBeGreaterThan(1);
    const inputs = inputsOf('portal-e2e', 'e2e');
    expect(
      missing(
        inputs,
        brands.map((brand) => `${graph.nodes[brand].data.root}/src/brand.config.ts`),
      ),
    ).toEqual([]);
    const withBuilds = Object.keys(inspector.inspectTask({ project: 'portal-e2e', target: 'e2e' }, {}, undefined, false));
    expect(withBuilds).toEqual(expect.arrayContaining(brands.map((brand) => `${brand}:build`)));
  });
});

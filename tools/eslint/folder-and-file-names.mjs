// The lint rule `portal/folder-and-file-names` (docs/architecture/conventions.md "Folders and files"):
// every folder under libs/, apps/ and tools/ is kebab-case; a file in a library's components/,
// hooks/, constants/, utils/, states/ or types/ folder is named as its kind says; the gateway's and the
// journeys' files are kebab-case; "centre" is spelt so in our names (the platform's page ids
// securityCenter and rewardCenter keep theirs). It reports once per file, on the file's path.
import { relative, sep } from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Test, story and fixture folders, and dot folders (.storybook). */
const SPECIAL_FOLDER = /^(__(tests|stories|fixtures|mocks)__|\.[a-z]+)$/;

/** File names by the folder they sit in, inside a library's src/lib (the name before the first dot). */
const BY_KIND = {
  components: { pattern: /^[A-Z][A-Za-z0-9]*$/, says: 'PascalCase (the component)' },
  hooks: { pattern: /^use[A-Z][A-Za-z0-9]*$/, says: 'useSomething (the hook)' },
  constants: { pattern: /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/, says: 'UPPER_SNAKE_CASE (the constant)' },
  utils: { pattern: /^[a-z][A-Za-z0-9]*$/, says: 'camelCase (the function)' },
  states: { pattern: /^[a-z][A-Za-z0-9]*$/, says: 'camelCase (the atom)' },
  types: { pattern: /^[A-Z][A-Za-z0-9]*$/, says: 'PascalCase (the type)' },
};

/** Projects whose files are kebab-case (Node code). */
const KEBAB_FILES = ['apps/sandbox-gateway/src/', 'apps/portal-e2e/src/', 'tools/scripts/', 'tools/i18n/', 'tools/eslint/', 'tools/serving/'];

/** Names that carry a platform page id spelt "Center" (docs/architecture/page-ids.md). */
const PAGE_ID_CENTER = /^(security-center|reward-center|SecurityCenter[A-Za-z]*|RewardCenter[A-Za-z]*)$/;

/** What is wrong with a workspace-relative path (forward slashes), or null. */
export function checkPath(path) {
  if (!/^(libs|apps|tools)\//.test(path)) return null;
  const segments = path.split('/');
  const file = segments.pop();
  for (const folder of segments) {
    if (SPECIAL_FOLDER.test(folder)) continue;
    if (!KEBAB.test(folder)) return `Folder "${folder}" must be kebab-case (docs/architecture/conventions.md).`;
    if (/center/.test(folder) && !PAGE_ID_CENTER.test(folder)) return `Folder "${folder}": spell it "centre" (docs/architecture/conventions.md).`;
  }
  const base = file.split('.')[0];
  if (/center/i.test(base) && !PAGE_ID_CENTER.test(base)) return `File "${file}": spell it "centre" (docs/architecture/conventions.md).`;
  if (segments.some((folder) => SPECIAL_FOLDER.test(folder))) return null;
  const inLib = segments[0] === 'libs' && segments[2] === 'src' && segments[3] === 'lib';
  const kind = inLib ? BY_KIND[segments.at(-1)] : undefined;
  if (kind && !kind.pattern.test(base)) return `File "${file}" in ${segments.at(-1)}/ must be named ${kind.says} (docs/architecture/conventions.md).`;
  if (KEBAB_FILES.some((prefix) => path.startsWith(prefix)) && !KEBAB.test(base))
    return `File "${file}" must be kebab-case (docs/architecture/conventions.md).`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const folderAndFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Folders kebab-case, files named by their kind, "centre" in our names.' },
    schema: [],
  },
  create(context) {
    const path = relative(context.cwd, context.filename).split(sep).join('/');
    return {
      Program(node) {
        const problem = checkPath(path);
        if (problem) context.report({ node, loc: { line: 1, column: 0 }, message: problem });
      },
    };
  },
};

export const portalPlugin = { rules: { 'folder-and-file-names': folderAndFileNames } };

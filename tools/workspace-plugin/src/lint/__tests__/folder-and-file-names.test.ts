import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');

/** The folder-and-file-names messages for a file at `path` of the workspace, with the real root config. */
async function namesOf(path: string) {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText('export const x = 1;\n', { filePath: join(workspaceRoot, path) });
  return result.messages.filter((message) => message.ruleId === 'portal/folder-and-file-names').map((message) => message.message);
}

describe('folder and file names (portal/folder-and-file-names)', () => {
  it('refuses a camelCase folder', async () => {
    expect(await namesOf('libs/feature-member/src/lib/pointMall/components/PointMallPage.tsx')).toEqual([
      expect.stringMatching(/"pointMall" must be kebab-case/),
    ]);
  });

  it('refuses "center" in our names, not in a platform page id', async () => {
    expect(await namesOf('libs/feature-member/src/lib/member-center/hooks/useX.ts')).toEqual([expect.stringMatching(/centre/)]);
    expect(await namesOf('libs/feature-shell/src/lib/help/hooks/useHelpCenter.ts')).toEqual([expect.stringMatching(/centre/)]);
    expect(await namesOf('libs/feature-member/src/lib/security-center/components/SecurityCenterPage.tsx')).toEqual([]);
  });

  it('names files by the folder they are in', async () => {
    expect(await namesOf('libs/ui-kit/src/lib/toast/components/toast.ts')).toEqual([expect.stringMatching(/PascalCase/)]);
    expect(await namesOf('libs/ui-kit/src/lib/toast/hooks/toastQueue.ts')).toEqual([expect.stringMatching(/useSomething/)]);
    expect(await namesOf('libs/ui-kit/src/lib/toast/constants/toastLimit.ts')).toEqual([expect.stringMatching(/UPPER_SNAKE_CASE/)]);
    expect(await namesOf('libs/ui-kit/src/lib/toast/types/toastProps.ts')).toEqual([expect.stringMatching(/PascalCase \(the type\)/)]);
    expect(await namesOf('apps/sandbox-gateway/src/domain/agentTree.ts')).toEqual([expect.stringMatching(/kebab-case/)]);
    expect(await namesOf('libs/ui-kit/src/lib/toast/__tests__/anything.test.tsx')).toEqual([]);
  });

  it('accepts what the conventions describe', async () => {
    expect(await namesOf('libs/feature-member/src/lib/point-mall/components/PointMallPage.tsx')).toEqual([]);
    expect(await namesOf('libs/page-kit/src/lib/centre/hooks/useCentreAddress.ts')).toEqual([]);
    expect(await namesOf('libs/ui-kit/src/lib/data-display/types/TableColumn.ts')).toEqual([]);
    expect(await namesOf('libs/feature-member/src/lib/member-centre/constants/MEMBER_CENTRE_VIEWS.ts')).toEqual([]);
    expect(await namesOf('apps/sandbox-gateway/src/domain/agent-tree.ts')).toEqual([]);
  });
});

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');

/** Lints `code` as if it were the file at `path` of the workspace, with the real root config. */
async function cyclesAs(path: string, code: string) {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, path) });
  return result.messages.filter((message) => message.ruleId === 'import-x/no-cycle');
}

describe('import cycles (eslint import-x/no-cycle)', () => {
  // Dialog imports DialogIcon; DialogIcon takes the variant's type from types/, not from Dialog.
  const dialogIcon = 'libs/ui-kit/src/lib/overlay/internal/DialogIcon.tsx';

  it('refuses a module importing a module that imports it', async () => {
    const errors = await cyclesAs(dialogIcon, "import { Dialog } from '../components/Dialog';\nexport const x = Dialog;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/cycle/i);
  });

  it('allows the shared type from its types/ file', async () => {
    const errors = await cyclesAs(dialogIcon, "import type { DialogVariant } from '../types/DialogVariant';\nexport const x: DialogVariant = 'info';\n");
    expect(errors).toEqual([]);
  });
});

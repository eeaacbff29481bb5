import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');

/** Lints `code` as if it were a file at `path` of the workspace, with the real root config. */
async function lintAs(path: string, code: string) {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, path) });
  return result.messages.filter((message) => message.ruleId === '@nx/enforce-module-boundaries');
}

describe('module boundaries (eslint @nx/enforce-module-boundaries)', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await lintAs(
      'libs/feature-games/src/lib/boundary-fixture.ts',
      "import { PortalApp } from '@portal/feature-shell';\nexport const x = PortalApp;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/type:feature/);
  });

  it('refuses ui-kit importing data-access', async () => {
    const errors = await lintAs(
      'libs/ui-kit/src/lib/boundary-fixture.ts',
      "import { PlatformRoot } from '@portal/data-access';\nexport const x = PlatformRoot;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses the gateway importing a browser library', async () => {
    const errors = await lintAs(
      'apps/sandbox-gateway/src/boundary-fixture.ts',
      "import { defineBrand } from '@portal/brand';\nexport const x = defineBrand;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('allows a feature importing ui-kit, data-access and i18n', async () => {
    const errors = await lintAs(
      'libs/feature-games/src/lib/boundary-fixture.ts',
      "import { Button } from '@portal/ui-kit';\nimport { useBanners } from '@portal/data-access';\nimport { formatDateTime } from '@portal/i18n';\nexport const x = [Button, useBanners, formatDateTime];\n",
    );
    expect(errors).toEqual([]);
  });
});

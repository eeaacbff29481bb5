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

  it('refuses a brand app importing a feature, ui-kit or data-access directly', async () => {
    const errors = await lintAs(
      'apps/portal-brand-pt/src/boundary-fixture.ts',
      "import { LoginPage } from '@portal/feature-auth';\nimport { Button } from '@portal/ui-kit';\nimport { takeTokenFromUrl } from '@portal/data-access';\nexport const x = [LoginPage, Button, takeTokenFromUrl];\n",
    );
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error.message).toMatch(/type:app/);
  });

  it('allows a brand app the composition and the brand library only', async () => {
    const errors = await lintAs(
      'apps/portal-brand-vn/src/boundary-fixture.ts',
      "import { startPortal } from '@portal/portal-app';\nimport { defineBrand } from '@portal/brand';\nexport const x = [startPortal, defineBrand];\n",
    );
    expect(errors).toEqual([]);
  });

  it('allows the composition to import features, page-kit, ui, data-access and util', async () => {
    const errors = await lintAs(
      'libs/portal-app/src/lib/boundary-fixture.ts',
      "import { PortalApp } from '@portal/feature-shell';\nimport { Button } from '@portal/ui-kit';\nimport { useBanners } from '@portal/data-access';\nimport { defineBrand } from '@portal/brand';\nexport const x = [PortalApp, Button, useBanners, defineBrand];\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses a feature or the kit importing the composition', async () => {
    const fromFeature = await lintAs(
      'libs/feature-games/src/lib/boundary-fixture.ts',
      "import { startPortal } from '@portal/portal-app';\nexport const x = startPortal;\n",
    );
    const fromKit = await lintAs(
      'libs/page-kit/src/lib/boundary-fixture.ts',
      "import { startPortal } from '@portal/portal-app';\nexport const x = startPortal;\n",
    );
    expect(fromFeature).toHaveLength(1);
    expect(fromKit).toHaveLength(1);
  });
});

// The lint rules that encode decision 0001 and the server's front doors (eslint/layer-boundaries.js), the rule that
// refuses import circles, and the Rules of Hooks, run through
// ESLint's Node API with the project's own eslint.config.js on small snippets placed at paths in the tree.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids and messages ESLint reports for `code` as if it were the file at `file` (repository-relative). */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const boundary = (messages: Awaited<ReturnType<typeof lint>>) =>
  messages.filter((m) => m.rule === 'local/layer-boundaries').map((m) => m.message);

describe('a client feature imports no other feature’s internals', () => {
  const file = 'src/client/features/members/pages/example-page.tsx';

  it('refuses a relative, an aliased and a dynamic import of another feature’s files', async () => {
    const found = boundary(
      await lint(
        file,
        [
          "import { useCart } from '../../storefront/api';",
          "import { Bubble } from '@client/features/coach/components/bubble';",
          "export { AdminBadge } from '../../admin/components/admin-badge';",
          "export const later = () => import('../../auth/pages/auth-page');",
          'export const x = [useCart, Bubble];',
        ].join('\n'),
      ),
    );
    expect(found).toHaveLength(4);
    expect(found[0]).toContain('Feature "members" imports "../../storefront/api", an internal of feature "storefront"');
    expect(found[1]).toContain('an internal of feature "coach"');
    expect(found[2]).toContain('an internal of feature "admin"');
    expect(found[3]).toContain('an internal of feature "auth"');
  });

  it('allows its own files, shared client code, src/shared and another feature’s public entry', async () => {
    const found = boundary(
      await lint(
        file,
        [
          "import { useAccount } from '../api';",
          "import { AccountForm } from '../components/account-form';",
          "import { Button } from '../../../components/ui/button';",
          "import { api } from '@client/lib/api';",
          "import { formatPrice } from '@shared/money';",
          "import { OrderSchema } from '@shared/schemas/orders';",
          "import { storefront } from '../../storefront';",
          "import { coach } from '../../coach/index';",
          'export const x = [useAccount, AccountForm, Button, api, formatPrice, OrderSchema, storefront, coach];',
        ].join('\n'),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('client and server import nothing of each other', () => {
  it('refuses server code in the client, by relative path or alias', async () => {
    const found = boundary(
      await lint(
        'src/client/lib/example.ts',
        "import { users } from '../../server/db/schema';\nimport { config } from '@server/config';\nexport const x = [users, config];",
      ),
    );
    expect(found).toEqual([
      'src/client imports nothing from src/server: "../../server/db/schema" (decision 0001; put what both need in src/shared).',
      'src/client imports nothing from src/server: "@server/config" (decision 0001; put what both need in src/shared).',
    ]);
  });

  it('refuses client code in the server', async () => {
    const found = boundary(
      await lint(
        'src/server/modules/cart/example.ts',
        "import { api } from '../../../client/lib/api';\nexport const x = api;",
      ),
    );
    expect(found).toEqual([
      'src/server imports nothing from src/client: "../../../client/lib/api" (decision 0001; put what both need in src/shared).',
    ]);
  });
});

describe('src/shared imports neither client nor server', () => {
  it('refuses both, including re-exports', async () => {
    const found = boundary(
      await lint(
        'src/shared/example.ts',
        [
          "import { demoQuizSubmissions } from '../server/db/seed/demo-data';",
          "export * from '../client/lib/cn';",
          "import { formatPrice } from './money';",
          'export const x = [demoQuizSubmissions, formatPrice];',
        ].join('\n'),
      ),
    );
    expect(found).toEqual([
      'src/shared is used by client and server and imports neither: "../server/db/seed/demo-data" is in src/server (decision 0001).',
      'src/shared is used by client and server and imports neither: "../client/lib/cn" is in src/client (decision 0001).',
    ]);
  });

  it('lets a test beside shared code read fixtures from the server (tests are not shipped)', async () => {
    const found = boundary(
      await lint(
        'src/shared/example.test.ts',
        "import { demoQuizSubmissions } from '../server/db/seed/demo-data';\nexport const x = demoQuizSubmissions;",
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('the Rules of Hooks on client code', () => {
  it('reports a hook called conditionally and an effect missing a dependency', async () => {
    const messages = await lint(
      'src/client/features/members/components/example.tsx',
      [
        "import { useEffect, useState } from 'react';",
        'export function Conditional({ open }: { open: boolean }) {',
        '  if (!open) return null;',
        '  const [value] = useState(0);',
        '  return <p>{value}</p>;',
        '}',
        'export function Effect({ id }: { id: string }) {',
        '  useEffect(() => console.log(id), []);',
        '  return null;',
        '}',
      ].join('\n'),
    );
    expect(messages.map((m) => m.rule)).toEqual(['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps']);
  });
});

describe('src/shared is imported one way on both sides', () => {
  const styled = (messages: Awaited<ReturnType<typeof lint>>) =>
    messages.filter((m) => m.rule === 'no-restricted-imports').map((m) => m.message);

  it('refuses a relative climb into src/shared from the server, the client and the tests', async () => {
    for (const [file, specifier] of [
      ['src/server/modules/orders/example.ts', '../../../shared/money'],
      ['src/client/features/members/example.ts', '../../../shared/money'],
      ['tests/faults/example.test.ts', '../../src/shared/money'],
    ]) {
      const found = styled(
        await lint(file, `import { formatPrice } from '${specifier}';\nexport const x = formatPrice;`),
      );
      expect(found, file).toHaveLength(1);
      expect(found[0]).toContain("Import src/shared as '@shared/…'");
    }
  });

  it('refuses a climb of two or more levels inside the client (leaving a folder is spelled @client/…)', async () => {
    const found = styled(
      await lint(
        'src/client/features/members/pages/example.tsx',
        "import { cn } from '../../../lib/cn';\nimport { x } from '../components/x';\nexport const y = [cn, x];",
      ),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('@client/');
  });

  it('allows the @shared alias', async () => {
    const found = styled(
      await lint(
        'src/server/modules/orders/example.ts',
        "import { formatPrice } from '@shared/money';\nexport const x = formatPrice;",
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('a server module is used only through its front door (issue 30)', () => {
  it('refuses an import past another module’s index.ts, from a module, the server’s own files and tests', async () => {
    for (const [file, specifier] of [
      ['src/server/modules/orders/example.ts', '../cart/service'],
      ['src/server/modules/coach/conversations/example.ts', '../../auth/member-sessions'],
      ['src/server/example.ts', './modules/catalogue/stock-alerts/jobs'],
      ['src/server/example.test.ts', './modules/auth/password'],
      ['tests/fuzz/example.test.ts', '../../src/server/modules/orders/schema'],
      ['bench/example.ts', '../src/server/modules/cart/routes'],
      ['tools/coach/example.ts', '../../src/server/modules/coach/categories/classifier'],
    ]) {
      const found = boundary(await lint(file, `import { x } from '${specifier}';\nexport const y = x;`));
      expect(found, file).toHaveLength(1);
      expect(found[0]).toContain('reaches past the front door of server module');
    }
  });

  it('allows the index (by folder or by name) and any file of the module’s own', async () => {
    for (const [file, specifier] of [
      ['src/server/modules/orders/example.ts', '../cart'],
      ['src/server/example.ts', './modules/catalogue/index'],
      ['src/server/modules/orders/example.ts', './schema'],
      ['src/server/modules/catalogue/stock-alerts/example.ts', '../schema'],
    ]) {
      const found = boundary(await lint(file, `import { x } from '${specifier}';\nexport const y = x;`));
      expect(found, `${file} → ${specifier}`).toEqual([]);
    }
  });
});

describe('no import circle in src (issue 30)', () => {
  it('refuses an import that closes a circle: auth importing orders, which imports auth', async () => {
    const messages = await lint(
      'src/server/modules/auth/index.ts',
      "export * from './schema';\nexport { orders } from '../orders';",
    );
    expect(messages.filter((m) => m.rule === 'import-x/no-cycle').length).toBeGreaterThan(0);
  });

  it('accepts the same import in the direction the modules already go', async () => {
    const messages = await lint('src/server/modules/orders/example.ts', "export { users } from '../auth';");
    expect(messages.filter((m) => m.rule === 'import-x/no-cycle')).toEqual([]);
  });
});

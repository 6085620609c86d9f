// The preflight that npm start / dev / build / test / validate run first (decision 0007).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../scripts/require-node.mjs';

const script = path.resolve(import.meta.dirname, '../../scripts/require-node.mjs');

describe('the Node version preflight', () => {
  it('refuses an older Node in one line that names both versions and what to do', () => {
    expect(nodeVersionProblem('>=24.0.0', 'v20.20.2')).toBe(
      'Skin Circle needs Node.js 24 or newer (package.json engines ">=24.0.0"); this is v20.20.2 — install Node 24 LTS (README, "Run it").',
    );
    expect(nodeVersionProblem('>=24.0.0', 'v23.11.0')).toContain('needs Node.js 24');
  });

  it('accepts the required major and newer ones', () => {
    expect(nodeVersionProblem('>=24.0.0', 'v24.0.0')).toBeNull();
    expect(nodeVersionProblem('>=24.0.0', 'v26.1.0')).toBeNull();
  });

  it('passes silently on the Node running this suite (package.json engines)', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});

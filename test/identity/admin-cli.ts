import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * The admin CLI as a production install runs it: bundled by the build's own esbuild settings
 * (scripts/bundle-node.mjs) and started with plain `node`, no TypeScript runner. Built into a folder of
 * this test file's own under .cache (node_modules must be found above it); removed by `remove()`.
 */
export function buildOperatorCli(): { admin: string; migrate: string; remove(): void } {
  const outdir = path.join(ROOT, '.cache', `operator-cli-${process.pid}-${Date.now()}`);
  const built = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { bundleNodeEntries, OPERATOR_ENTRIES } = await import('./scripts/bundle-node.mjs');" +
        'await bundleNodeEntries(OPERATOR_ENTRIES, process.env.CLI_OUTDIR);',
    ],
    { cwd: ROOT, env: { ...process.env, CLI_OUTDIR: outdir }, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`bundling the CLI failed: ${built.stderr}`);
  return {
    admin: path.join(outdir, 'admin.cjs'),
    migrate: path.join(outdir, 'db-migrate.cjs'),
    remove: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}

/** Runs a compiled entry against the running test server's database (its environment is this process's). */
export function runNode(entry: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return runProcess([entry, ...args], path.dirname(entry), env);
}

/** `npm run admin -- …` from source, as a developer runs it, against the running test server's database. */
export function runAdminSource(...args: string[]): Promise<CliResult> {
  return runProcess(['--import', 'tsx', path.join(ROOT, 'server/cli/admin.ts'), ...args], ROOT);
}

function runProcess(nodeArgs: string[], cwd: string, env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, nodeArgs, {
      cwd,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The client id and secret `clients add` or `clients rotate` printed. */
export function printedCredentials(stdout: string): { id: string; secret: string } {
  const id = /client_id:\s+(\S+)/.exec(stdout)?.[1];
  const secret = /client_secret:\s+(\S+)/.exec(stdout)?.[1];
  if (!id || !secret) throw new Error(`no credentials in: ${stdout}`);
  return { id, secret };
}

/** The compiled CLI for one test file: built before its tests, removed after. */
export function operatorCliOfThisFile(): {
  admin: (...args: string[]) => Promise<CliResult>;
  migrate: (env?: Record<string, string>) => Promise<CliResult>;
} {
  let cli: ReturnType<typeof buildOperatorCli>;
  beforeAll(() => {
    cli = buildOperatorCli();
  });
  afterAll(() => cli.remove());
  return {
    admin: (...args) => runNode(cli.admin, args),
    migrate: (env = {}) => runNode(cli.migrate, [], env),
  };
}

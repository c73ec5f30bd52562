import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type StartedPortal = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the portal wrote (stdout and stderr), when started with `captureOutput`. */
  output: () => string;
  stop(): Promise<void>;
};

/**
 * A second portal as an operator starts it (`node dist/server.cjs`, what `npm start` runs), on its own
 * port and data directory, with `env` on top of production defaults.
 */
export async function startPortal(
  port: number,
  env: Record<string, string | undefined> = {},
  { captureOutput = false }: { captureOutput?: boolean } = {},
): Promise<StartedPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-portal-'));
  // Without NODE_ENV, as the quick start: a test that wants the production checks sets it itself.
  const { NODE_ENV: _omitted, ...inherited } = process.env;
  const child = spawn(process.execPath, ['dist/server.cjs'], {
    env: {
      ...inherited,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: undefined,
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    stdio: captureOutput ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null)
      throw new Error(`portal on ${port} exited with ${child.exitCode}: ${output}`);
    try {
      await fetch(`${url}/config`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A start that is to be refused: `node dist/server.cjs` with only `env` (and PATH, a fresh DATA_DIR),
 * waited for to exit. Its exit code, its stderr lines and the data directory it was given.
 */
export async function refusedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; lines: string[]; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-refused-'));
  const child = spawn(process.execPath, ['dist/server.cjs'], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (data: Buffer) => (stderr += data.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, lines: stderr.trim().split('\n'), dataDir };
}

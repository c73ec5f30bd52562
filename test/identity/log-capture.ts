import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
// Node itself with tsx's loader, so the child's output is the server's own.
const NODE_ARGS = ['--import', 'tsx'];

export type CapturedLog = { text(): string; lines(): Record<string, unknown>[] };

function capture(child: ChildProcess): CapturedLog {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The identity service in a child process of its own, everything it writes captured. */
export function startLoggedServer(
  env: Record<string, string | undefined>,
): Promise<{ baseUrl: string; log: CapturedLog; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [...NODE_ARGS, path.join(__dirname, 'serve.ts')], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = capture(child);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const onData = () => {
      const ready = log.lines().find((line) => typeof line.port === 'number');
      if (!ready) return;
      child.stdout?.off('data', onData);
      resolve({ baseUrl: `http://127.0.0.1:${ready.port as number}`, log, stop });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${log.text()}`)));
  });
}

/** `npm run admin -- …` with the server's environment; its output, log lines included. */
export function runAdmin(
  env: Record<string, string | undefined>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...NODE_ARGS, path.join(ROOT, 'server/cli/admin.ts'), ...args], {
      cwd: ROOT,
      env: childEnv(env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

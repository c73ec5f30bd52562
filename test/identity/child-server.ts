import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { TEST_CLIENT_ID, TEST_CLIENT_SECRET, type IdentityTestServer } from './server';

// Run node itself with tsx's loader (not the tsx wrapper), so SIGKILL hits the server process.
const NODE_ARGS = ['--import', 'tsx'];
const SERVE = path.join(__dirname, 'serve.ts');

export type ChildServer = IdentityTestServer & { child: ChildProcess; kill(): void };

export type ChildOptions = {
  /** RLIMIT_FSIZE in KiB (`ulimit -f`): no file the process writes may grow beyond it. */
  fileSizeLimitKb?: number;
};

/**
 * The identity service in a process of its own (serve.ts), with exactly `env` over this process's
 * environment: what a second portal process, or one that is SIGKILLed, needs.
 */
export function startChildServer(
  env: Record<string, string | undefined>,
  options: ChildOptions = {},
): Promise<ChildServer> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete childEnv[k];
    else childEnv[k] = v;
  }
  const command = [process.execPath, ...NODE_ARGS, SERVE];
  const child =
    options.fileSizeLimitKb === undefined
      ? spawn(command[0]!, command.slice(1), { env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] })
      : spawn('/bin/sh', ['-c', `ulimit -f ${options.fileSizeLimitKb} && exec "$@"`, 'sh', ...command], {
          env: childEnv,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (!line) return;
      const { port } = JSON.parse(line) as { port: number };
      const kill = () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      };
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        dataDir: env.DATA_DIR ?? '',
        backend: env.DATABASE_URL ? 'postgres' : 'sqlite',
        clientId: TEST_CLIENT_ID,
        clientSecret: TEST_CLIENT_SECRET,
        inProcess: false,
        child,
        kill,
        async close() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((r) => child.once('exit', r));
          kill();
          await exited;
        },
      });
    });
    child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
}

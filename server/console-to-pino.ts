import { format } from 'node:util';
import type { Logger } from 'pino';

type ConsoleMethod = 'log' | 'info' | 'debug' | 'warn' | 'error';

const LEVELS: Record<ConsoleMethod, 'debug' | 'info' | 'warn' | 'error'> = {
  log: 'info',
  info: 'info',
  debug: 'debug',
  warn: 'warn',
  error: 'error',
};

/**
 * Next (and anything else in the process) writes through `console`; an operator's log pipeline reads
 * JSON. Each console call becomes one line of `log`, with an Error's stack in `err` rather than spread
 * over many lines. Returns a function that puts the console back (tests).
 */
export function routeConsoleToLogger(log: Logger): () => void {
  const target = log.child({ source: 'console' });
  const saved = new Map<ConsoleMethod, (...args: unknown[]) => void>();
  for (const [method, level] of Object.entries(LEVELS) as [ConsoleMethod, (typeof LEVELS)[ConsoleMethod]][]) {
    saved.set(method, console[method]);
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = error ? args.filter((arg) => arg !== error) : args;
      const message = rest.length > 0 ? format(...rest) : (error?.message ?? '');
      if (error) target[level]({ err: error }, message);
      else target[level](message);
    };
  }
  return () => {
    for (const [method, original] of saved) console[method] = original;
  };
}

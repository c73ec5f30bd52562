/**
 * The identity service this process embeds, reachable without a socket (the speed issue): the Node
 * entry registers its handler here, and the BFF hands a request to it instead of fetching its own
 * loopback address. A global under a registered symbol, because the entry's bundle and Next's route
 * bundles each carry their own copy of this module; the BFF still imports nothing of lib/identity.
 */
export type InProcessHandler = (request: Request) => Promise<Response>;

const KEY = Symbol.for('passport.in-process-identity');
type Registry = { [KEY]?: InProcessHandler };

export function registerInProcessIdentity(handler: InProcessHandler | undefined): void {
  (globalThis as Registry)[KEY] = handler;
}

export function inProcessIdentity(): InProcessHandler | undefined {
  return (globalThis as Registry)[KEY];
}

/**
 * The request header the Node entry sets on its own request for a shared page (and strips from every
 * request that comes from outside): the proxy then adds no nonce, and pages render nothing of a
 * visitor. See server/page-cache.ts.
 */
export const SHARED_RENDER_HEADER = 'x-passport-render';

export function isSharedRender(headers: { get(name: string): string | null }): boolean {
  return headers.get(SHARED_RENDER_HEADER) === 'shared';
}

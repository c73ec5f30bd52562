import { VISITOR_HEADER } from '../../http/visitor-address';

/**
 * The caller's address as the Node entry set it (the TCP peer, a trusted proxy's report, or the
 * visitor the BFF proved); a value a client wrote into a header itself never gets here.
 */
export function clientIp(request: Request): string {
  const address = request.headers.get(VISITOR_HEADER);
  return address && address.length <= 64 && /^[0-9a-fA-F:./]+$/.test(address) ? address : 'unknown';
}

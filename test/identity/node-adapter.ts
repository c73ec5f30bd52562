import http from 'node:http';

import { compileTrust } from '../../lib/http/visitor-address';
import { admitRequest } from '../../server/admit-request';
import { dispatchIdentity } from '../../server/identity-dispatch';

// The tests act as the operator's proxy: the X-Forwarded-For they send names the visitor.
const TRUST_LOOPBACK = compileTrust('loopback');

/** A node:http server in front of the identity service exactly as the portal's entry puts it there. */
export function createIdentityHttpServer(): http.Server {
  return http.createServer((req, res) => {
    if (!admitRequest(req, res, TRUST_LOOPBACK)) return;
    dispatchIdentity(req, res, `http://${req.headers.host ?? 'localhost'}`).catch(() => res.destroy());
  });
}

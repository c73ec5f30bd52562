// The few parts of oidc-provider 9 this service uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type KoaContextWithOIDC = {
    oidc: {
      client?: { clientId: string };
      session?: {
        accountId?: string;
        sidFor(clientId: string, value?: string): string | undefined;
        grantIdFor(clientId: string, value?: string): string | undefined;
      };
      result?: Record<string, unknown> & { login?: { accountId: string }; portal?: PortalResult };
      params?: Record<string, unknown>;
      requestParamScopes: Set<string>;
      requestParamClaims: Set<string>;
      provider: Provider;
    };
  };

  export type PortalResult = { sessionHash: string; userId: string };

  export class Grant {
    constructor(init: { accountId: string; clientId: string });
    jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(ttl?: number): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export type Interaction = {
    uid: string;
    iat: number;
    exp: number;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    result?: Record<string, unknown>;
    save(ttlSeconds: number): Promise<string>;
  };

  export class Check {
    constructor(
      reason: string,
      description: string,
      check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
    );
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
  }
  export type Prompt = { name: string; checks: { add(check: Check, index?: number): void } };
  export const errors: Record<string, new (description?: string, detail?: string) => Error>;
  export const interactionPolicy: {
    Check: typeof Check;
    base(): Prompt[] & { get(name: string): Prompt };
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    Grant: typeof Grant;
    Client: { prototype: Record<string, unknown> };
    Interaction: { find(uid: string): Promise<Interaction | undefined> };
    Session: { prototype: Record<string, unknown> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}

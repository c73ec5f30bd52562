/**
 * A JSON answer before it becomes bytes: the Node entry writes it to the socket as it is. A Response per call — its headers object and its body
 * stream, read back by the entry — was a fifth of check_token's CPU (performance issue).
 */
export class JsonAnswer {
  constructor(
    readonly status: number,
    readonly headers: Readonly<Record<string, string>>,
    readonly body: string,
  ) {}
}

/** What a handler answers: JSON, or a whole Response where it streams a file or a library answers. */
export type Answer = JsonAnswer | Response;

/** JSON answers are never cached: they carry tokens or per-user data. */
export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): JsonAnswer {
  return new JsonAnswer(
    status,
    {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      pragma: 'no-cache',
      ...headers,
    },
    JSON.stringify(body),
  );
}

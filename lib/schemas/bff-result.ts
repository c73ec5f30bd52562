import type { ApiError } from '../errors/codes';

/** What the browser receives from every BFF call (SPEC §7 "Response handling"). */
export type BffSuccess<T> = { state: 'success'; data: T };
export type BffFailure = {
  state: 'error';
  errors: ApiError[];
  /** Side effects the client must apply, decided once in the BFF. */
  effects: {
    /** HTTP 401: the session is gone; a page that needs login goes to login. */
    unauthorized?: true;
    /** HTTP 429: a global error page. */
    globalError?: { title: string; messages: string[] };
    /** Any 5xx: an error notification. */
    notify?: 'error';
  };
};
export type BffResult<T> = BffSuccess<T> | BffFailure;

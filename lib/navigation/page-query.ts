import { parseApplication } from '../products';

/** A page's searchParams as Next hands them over. */
export type PageQuery = Record<string, string | string[] | undefined>;

/** One value of a query parameter, trimmed; undefined when absent, empty or repeated. */
export function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** What a linked product (or a QR approval page) sent the visitor with: SPEC §2 Login's query. */
export function linkedProductOf(query: PageQuery): { application?: string; backUrl?: string; next?: string } {
  return {
    application: parseApplication(single(query.application)) ?? undefined,
    backUrl: single(query.backUrl),
    next: single(query.next),
  };
}

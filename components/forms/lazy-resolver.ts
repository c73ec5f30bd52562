import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form's schema, imported when first needed: `() => import('@/lib/schemas/login').then((m) => m.ZLoginFormSchema)`. */
export type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

export type LazyResolver<TValues extends FieldValues, TOutput> = Resolver<TValues, unknown, TOutput> & {
  /** Starts fetching the schema and the resolver, so the first submit does not wait for them. */
  preload(): void;
};

/**
 * The shared zod schema as the form's resolver, fetched on demand: zod and its resolver are about a fifth
 * of a sign-in page's JavaScript and nothing needs them before the visitor submits, so they stay out of
 * the page's first load (performance issue). The form preloads them on its first focus or input.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: SchemaLoader<z.ZodType>,
): LazyResolver<TValues, TOutput> {
  let ready: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const resolverOf = () => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>,
    );
    // A failed fetch (the network dropped) is tried again at the next submit.
    ready.catch(() => (ready = undefined));
    return ready;
  };
  const resolver = (async (values, context, options) =>
    (await resolverOf())(values, context, options)) as LazyResolver<TValues, TOutput>;
  resolver.preload = () => void resolverOf().catch(() => undefined);
  return resolver;
}

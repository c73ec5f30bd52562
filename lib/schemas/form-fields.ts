import { z } from 'zod';

/** A repeated password: required; whether it matches is the form's own rule. */
export const ZPasswordRepeatSchema = z.string({ error: 'required' }).min(1, { error: 'required' });

/**
 * A ticked checkbox: `true` from the browser's form state, "on" from a form posted before hydration.
 */
export const ZTickedSchema = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true',
  z.literal(true, { error: 'required' }),
);

/**
 * A refinement that runs as soon as both fields hold text, even while other fields are still
 * invalid (zod skips refinements of an object with issues unless told when to run them).
 */
export function whenBothTyped(a: string, b: string) {
  return ({ value }: { value: unknown }) => {
    const form = value as Record<string, unknown> | null;
    return typeof form?.[a] === 'string' && typeof form?.[b] === 'string' && form[b] !== '';
  };
}

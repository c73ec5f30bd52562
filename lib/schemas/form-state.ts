import { z } from 'zod';

/**
 * Where a form posted before hydration names its page, for the 303 back: a field of a form-encoded
 * post, the action's query of a multipart upload (whose body is streamed on unread).
 */
export const PAGE_FIELD = '_page';

/**
 * A form posted before hydration comes back to its page with this state (DESIGN: forms work without
 * JavaScript): the errors to show in place, the values to keep (never a password), or the answer of
 * a success that stays on the page.
 */
export const ZFormStateSchema = z.object({
  /** The BFF path the form posted to; a page shows only its own form's state. */
  form: z.string(),
  /** Whether the call succeeded; a success that stays on the page shows its `answer`. */
  succeeded: z.boolean(),
  values: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
  errors: z
    .array(
      z.union([
        z.object({ code: z.literal('validation_error'), fieldName: z.string(), errors: z.array(z.string()) }),
        z.object({ code: z.string() }),
      ]),
    )
    .default([]),
  answer: z.unknown().optional(),
});
export type TFormState = z.infer<typeof ZFormStateSchema>;

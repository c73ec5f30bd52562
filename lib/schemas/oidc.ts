import { z } from 'zod';

/** The BFF hands the provider's interaction back once the portal session is known (issue 23). */
export const ZOidcInteractionSchema = z.object({
  uid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,64}$/)
    .describe("the provider's interaction id"),
  binding: z
    .string()
    .regex(/^[0-9]{1,16}\.[A-Za-z0-9_-]{43}$/)
    .describe('the `passport_oidc` cookie the browser got when the interaction began'),
});
export type TOidcInteraction = z.infer<typeof ZOidcInteractionSchema>;

export const ZOidcInteractionAnswerSchema = z.object({
  returnTo: z.string().describe("where the browser goes on: the provider's authorization, resumed"),
});
export type TOidcInteractionAnswer = z.infer<typeof ZOidcInteractionAnswerSchema>;

/** The products this portal session reached: a logout tells each of them (the logout dialog shows them). */
export const ZSessionProductsSchema = z.object({
  products: z
    .array(
      z.object({ name: z.string().max(200).describe("the product's name, as the operator registered it") }),
    )
    .max(100),
});
export type TSessionProducts = z.infer<typeof ZSessionProductsSchema>;

/**
 * RP-initiated logout's confirmation: the provider's form, sent through the BFF (`/api/oidc/logout`)
 * so that the portal session ends with the provider's before the browser goes back to the product.
 */
export function logoutPage(providerForm: string): string {
  const form = providerForm.replace(/action="[^"]*"/, 'action="/api/oidc/logout"');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out</title></head><body style="font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem"><h1>Sign out</h1><p>Sign out of Passport and every linked product?</p>${form}<button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>Sign out</button></body></html>`;
}

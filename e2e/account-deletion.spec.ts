import {
  createUser,
  expect,
  expectAccessible,
  linkIn,
  PORTAL_URL,
  signIn,
  test,
  waitForEmail,
} from './fixtures';

// Issue 22, "Delete my account": typing the e-mail signs the account out everywhere and refuses sign-in;
// the mailed link (a confirmation with a button) restores it during the grace period.

for (const { locale, deleteButton, deleted, keep, restored } of [
  {
    locale: 'en',
    deleteButton: 'Delete my account',
    deleted: 'Your account will be deleted',
    keep: 'Keep my account',
    restored: 'Your account is restored',
  },
  {
    locale: 'ar',
    deleteButton: 'حذف حسابي',
    deleted: 'سيُحذف حسابك',
    keep: 'الاحتفاظ بحسابي',
    restored: 'تمت استعادة حسابك',
  },
]) {
  test(`deletes my account, refuses sign-in, and the mailed link restores it (${locale})`, async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await page.goto(`/${locale}/profile/security/data`);
    await page.getByTestId('account-delete-form').getByRole('textbox').fill(user.email);
    await page.getByTestId('delete-account').filter({ hasText: deleteButton }).click();
    await expect(page.getByTestId('account-deleted')).toContainText(deleted);
    await expectAccessible(page);

    // Signed out at once; the password no longer signs in.
    await page.goto(`/${locale}/profile/general`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/login`));
    const refused = await page.request.post(`${PORTAL_URL}/api/auth/login`, {
      data: { email: user.email, password: user.password },
      headers: { Origin: PORTAL_URL },
    });
    expect((await refused.json()).errors[0].code).toBe('account_deletion_pending');

    const mail = await waitForEmail(user.email, (m) => m.text.includes('/cancel-deletion/'));
    const link = new URL(linkIn(mail, '/cancel-deletion/'));
    await page.goto(link.pathname.replace(/^\/[a-z]{2}\//, `/${locale}/`));
    await expect(page.locator('input:not([type="hidden"]), textarea')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: keep }).click();
    await expect(page.getByTestId('cancel-deletion-done')).toContainText(restored);
    await expectAccessible(page);
    await signIn(page, user);
  });
}

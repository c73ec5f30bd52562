import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { createUser, expect, fillRegistration, signIn, test, uniqueEmail } from './fixtures';

// Issue 22: a password from the bundled breach list is refused under its field, in the user's language,
// even though it meets every rule the checklist shows.

test('registration shows the breached-password error under the password field', async ({ page }) => {
  await page.goto('/en/registration');
  await fillRegistration(page, uniqueEmail('breached'), 'Password1!');
  await page.getByTestId('registration-submit').click();
  await expect(page.getByTestId('error-password')).toHaveText(en.Errors.compromised_password);
  await expect(page.getByTestId('registration-completed')).toHaveCount(0);
});

test('changing the password to a breached one is refused in Arabic, under the new password', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, user);
  await page.goto('/ar/profile/password');
  await page.getByLabel(ar.ChangePassword.currentPassword).fill(user.password);
  await page.getByLabel(ar.ChangePassword.newPassword, { exact: true }).fill('Qwerty123!');
  await page.getByLabel(ar.ChangePassword.repeatPassword).fill('Qwerty123!');
  await page.getByTestId('change-password-save').click();
  await expect(page.getByTestId('error-newPassword')).toHaveText(ar.Errors.compromised_password);
  await expect(page).toHaveURL(/\/ar\/profile\/password$/);
});

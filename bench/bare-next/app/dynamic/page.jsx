// The same page rendered on every request, as Passport's pages are (they read the session and locale):
// the floor of a server render rather than of serving a prerendered file.
import { SignInForm } from '../sign-in-form';

export const dynamic = 'force-dynamic';

export default function Page() {
  return <SignInForm />;
}

// One static server-rendered page holding one static form: what a login page costs on Next with nothing
// else. Prerendered at build time, as Next does with a page that reads nothing of the request.
import { SignInForm } from './sign-in-form';

export default function Page() {
  return <SignInForm />;
}

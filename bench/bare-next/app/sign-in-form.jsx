// The one static form of the bare page: a server component, no client JavaScript of its own.
export function SignInForm() {
  return (
    <main>
      <h1>Sign in</h1>
      <form method="post" action="/login">
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}

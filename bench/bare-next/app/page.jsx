// One static server-rendered page holding one static form: what a login page costs on Next with nothing else.
export default function Page() {
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

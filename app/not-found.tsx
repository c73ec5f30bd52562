// Reached only for paths outside any locale that the proxy did not redirect.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <main>
          <h1>404 - Page not found</h1>
          <p>
            <a href="/en">Go to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}

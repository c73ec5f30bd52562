import Link from 'next/link';

// Reached only for paths outside any locale that the proxy did not redirect.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
        }}
      >
        <main>
          <h1>404 - Page not found</h1>
          <p>
            <Link href="/en">Go to the home page</Link>
          </p>
        </main>
      </body>
    </html>
  );
}

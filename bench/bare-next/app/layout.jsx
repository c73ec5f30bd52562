// The floor of `npm run bench`: a bare Next 16 app, nothing of Passport's, to measure the framework alone.
export const metadata = { title: 'Bare Next page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

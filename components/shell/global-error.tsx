'use client';

import { useAppState } from './app-state';
import { ErrorScreen } from './status-screen';

/** A global error raised while rendering on the server (e.g. profile_not_found), with Log out. */
export function GlobalError({ message }: { message: string }) {
  const { openLogout } = useAppState();
  return <ErrorScreen messages={[message]} loggedIn onLogout={openLogout} />;
}

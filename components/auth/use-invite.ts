'use client';

import { useEffect, useState } from 'react';

import { callApi } from '@/lib/client/api';
import { readCookie } from '@/lib/client/cookies';
import { REFERRAL_COOKIE } from '@/lib/http/cookie-names';
import type { TSponsor } from '@/lib/schemas/profile';

export type Invite = { inviteCode?: string; sponsor: TSponsor | null };

/**
 * SPEC §2 Registration: the referral of the query, else the cookie saved at application start, and
 * the sponsor it resolves to. A page rendered for this visitor passes both; a page shared by every
 * visitor learns them here once hydrated.
 */
export function useInvite(rendered: Invite): Invite {
  const [invite, setInvite] = useState(rendered);
  useEffect(() => {
    const code =
      new URLSearchParams(window.location.search).get('referral')?.trim() || readCookie(REFERRAL_COOKIE);
    if (!code || code === rendered.inviteCode) return;
    let live = true;
    void callApi('/referral', { query: { inviteCode: code } }, { silent: true }).then((result) => {
      if (live) setInvite({ inviteCode: code, sponsor: result.state === 'success' ? result.data : null });
    });
    return () => {
      live = false;
    };
  }, [rendered.inviteCode]);
  return invite;
}

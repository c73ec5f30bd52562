import 'server-only';

import { env } from '@/lib/env';

/** The wallet app's store pages, set by the operator (WALLET_APP_STORE_URL, WALLET_GOOGLE_PLAY_URL); unset: not linked. */
export function walletStores(): { appStore?: string; googlePlay?: string } {
  return { appStore: env().WALLET_APP_STORE_URL, googlePlay: env().WALLET_GOOGLE_PLAY_URL };
}

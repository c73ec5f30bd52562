'use client';

import { useCallback, useEffect, useState } from 'react';

import {
  codeRefused,
  codeSent,
  codeTiming,
  formatRemaining,
  type CodeConfirmation,
} from '@/lib/two-factor/code-confirmation';

/**
 * The timer, attempts and resend rules of a two-factor confirm screen (lib/two-factor/code-confirmation.ts),
 * ticking once a second from the page's clock.
 */
export function useCodeConfirmation(refusedBefore?: string) {
  // A code refused before hydration (the form posted natively) is counted as refused here.
  const [state, setState] = useState<CodeConfirmation>(() => {
    const sent = codeSent(Date.now());
    return refusedBefore ? codeRefused(sent, refusedBefore) : sent;
  });
  const [now, setNow] = useState(state.sentAt);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const sent = useCallback(() => {
    const at = Date.now();
    setState(codeSent(at));
    setNow(at);
  }, []);
  const refused = useCallback((code: string) => setState((current) => codeRefused(current, code)), []);
  const timing = codeTiming(state, now);
  return { ...state, ...timing, remaining: formatRemaining(timing.remainingMs), sent, refused };
}

'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';

import styles from './navigation-spinner.module.css';

/** A quick page change shows nothing; a slower one shows the spinner. */
const SHOW_AFTER_MS = 150;
/** A page change that has not arrived by then is not coming: the page stays usable. */
const GIVE_UP_MS = 15_000;

/** One click's page change: where it left from (a new object per click, so compared by identity). */
type Pending = { from: string };

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The global loading spinner of SPEC §2, shown while the next page is prepared on the server. It
 * follows link clicks rather than wrapping pages in a loading boundary: a boundary streams the page
 * behind a script, and a browser without JavaScript would see only the spinner.
 */
export function NavigationSpinner() {
  const t = useTranslations('Common');
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, setPending] = useState<Pending | null>(null);
  // The page change the overlay was shown for: it shows only while that very one is pending, so an
  // update that lands after the next page (a timer's) cannot leave it over that page.
  const [shownFor, setShownFor] = useState<Pending | null>(null);
  const current = `${pathname}?${search}`;

  // A new page has arrived (or the same one again): nothing is pending any more.
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setPending(null);
  }

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      setPending({ from: here() });
    }
    // In the capture phase: next/link cancels the click's default to route itself, so a listener on
    // the way back up saw every in-app link as cancelled and the spinner never showed (issue 20).
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!pending) return;
    // Shown only if the address has not changed yet: a page that committed before this click's state
    // (a render that overtook it) is no page change to wait for.
    const show = setTimeout(() => {
      if (here() === pending.from) setShownFor(pending);
    }, SHOW_AFTER_MS);
    // A click whose page never came (cancelled by the page, a redirect back here) must not leave the
    // overlay over the page it stayed on.
    const giveUp = setTimeout(() => setPending(null), GIVE_UP_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, [pending]);

  if (pending === null || shownFor !== pending) return null;
  return (
    <div className={styles.overlay} data-testid="page-loading">
      <Spinner label={t('loading')} size={48} />
    </div>
  );
}

'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';

import { buttonClass } from '@/components/ui/button';
import { callApi } from '@/lib/client/api';
import { useRouter } from '@/lib/i18n/navigation';
import { isProductGroup, PRODUCT_NAMES } from '@/lib/products';
import type { TSession, TSignInMethod } from '@/lib/schemas/sessions';

import styles from './devices.module.css';

/** A network address keeps its left-to-right order inside a right-to-left sentence (Unicode isolate). */
const ltr = (text: string) => `\u2066${text}\u2069`;

const METHOD_KEYS = {
  password: 'password',
  second_factor: 'secondFactor',
  qr: 'qr',
  passkey: 'passkey',
  recovery_code: 'recoveryCode',
} as const satisfies Record<TSignInMethod, string>;

const productName = (application: string) =>
  isProductGroup(application) ? PRODUCT_NAMES[application] : application;

/**
 * The security centre's devices: this one first and marked, each with the products it opened. Every
 * action is a form that works before hydration (the BFF comes back here); after it, the call goes
 * through callApi so a stale proof asks "Confirm it's you" (step-up) and the list refreshes in place.
 */
export function DeviceList({ sessions }: { sessions: TSession[] }) {
  const t = useTranslations('Devices');
  const tErrors = useTranslations('Errors');
  const format = useFormatter();
  const router = useRouter();
  // Posted before hydration, a refusal (reauth_required) comes back to this page, not the home page.
  const page = <input type="hidden" name="_page" value={usePathname()} />;
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const others = sessions.filter((session) => !session.current);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const id = data.get('id');
    const application = data.get('application');
    setStatus(null);
    const result =
      typeof id === 'string'
        ? await callApi('/sessions/sign-out', {
            body: { id, ...(typeof application === 'string' ? { application } : {}) },
          })
        : await callApi('/sessions/sign-out-others', { body: {} });
    // not_found: that device or product was already signed out elsewhere; the list was stale.
    if (result.state === 'success' || result.errors[0]?.code === 'not_found') {
      setStatus({ ok: true, text: t('done') });
      startTransition(() => router.refresh());
      return;
    }
    const code = result.errors[0]?.code;
    // Cancelling "Confirm it's you" is no error to announce.
    if (code === 'reauth_required') return;
    setStatus({ ok: false, text: tErrors('internal_server_error') });
  }

  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className={styles.devices}>
      <p className={styles.intro}>{t('intro')}</p>
      <p
        className={status?.ok === false ? styles.error : styles.status}
        role={status?.ok === false ? 'alert' : 'status'}
        data-testid="devices-status"
      >
        {status?.text}
      </p>
      <ul className={styles.list} aria-busy={pending}>
        {sessions.map((session) => (
          <li
            key={session.id}
            className={`${styles.device} ${session.current ? styles.current : ''}`}
            data-testid="device"
            data-current={session.current}
          >
            <div className={styles.head}>
              <h2 className={styles.name}>
                {session.browser ?? t('unknownBrowser')}
                <span className={styles.system}> · {session.system ?? t('unknownSystem')}</span>
              </h2>
              {session.current ? (
                <span className={styles.badge} data-testid="this-device">
                  {t('thisDevice')}
                </span>
              ) : null}
            </div>
            <ul className={styles.facts}>
              <li>{t('firstSeen', { time: when(session.firstSeenAt) })}</li>
              <li>{t('lastSeen', { time: when(session.lastSeenAt) })}</li>
              {session.method ? (
                <li>{t('method', { method: t(`methods.${METHOD_KEYS[session.method]}`) })}</li>
              ) : null}
              {session.place ? <li>{t('network', { place: ltr(session.place) })}</li> : null}
            </ul>
            <h3 className={styles.productsTitle}>{t('products')}</h3>
            {session.products.length === 0 ? (
              <p className={styles.muted}>{t('noProducts')}</p>
            ) : (
              <ul className={styles.products}>
                {session.products.map((product) => (
                  <li key={product.application} className={styles.product} data-testid="device-product">
                    <span>{productName(product.application)}</span>
                    {session.current ? null : (
                      <form method="post" action="/api/sessions/sign-out" onSubmit={submit}>
                        {page}
                        <input type="hidden" name="id" value={session.id} />
                        <input type="hidden" name="application" value={product.application} />
                        <button type="submit" className={buttonClass('ghost')} disabled={pending}>
                          {t('signOutOf', { product: productName(product.application) })}
                        </button>
                      </form>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {session.current ? null : (
              <form
                method="post"
                action="/api/sessions/sign-out"
                onSubmit={submit}
                className={styles.actions}
              >
                {page}
                <input type="hidden" name="id" value={session.id} />
                <button type="submit" className={buttonClass('secondary')} disabled={pending}>
                  {t('signOut')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 ? (
        <p className={styles.muted} data-testid="no-other-devices">
          {t('noOthers')}
        </p>
      ) : (
        <form method="post" action="/api/sessions/sign-out-others" onSubmit={submit}>
          {page}
          <button type="submit" className={buttonClass('danger')} disabled={pending}>
            {t('signOutOthers')}
          </button>
        </form>
      )}
    </div>
  );
}

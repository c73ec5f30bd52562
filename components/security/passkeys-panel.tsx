'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';

import { FormErrors, useErrorText } from '@/components/forms/field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/client/api';
import { isolate } from '@/lib/i18n/bidi';
import type { TPasskey } from '@/lib/schemas/passkeys';

import { RecoveryCodesShown } from './recovery-codes-shown';
import styles from './security.module.css';

// The ceremony (and @simplewebauthn/browser) is fetched when a passkey is added or removed.
const ceremony = () => import('@/lib/client/passkeys');

/**
 * The security screen's passkeys (issue 21): add one (after "Confirm it's you"), each with its
 * editable name, when it was added and last used, and Remove — which also tells the browser's
 * password manager to forget it (WebAuthn Signal API, where supported).
 */
export function PasskeysPanel() {
  const t = useTranslations('Passkeys');
  const errorText = useErrorText();
  const [passkeys, setPasskeys] = useState<TPasskey[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const hydrated = useHydrated();
  const supported = !hydrated || !!window.PublicKeyCredential;

  const load = useCallback(async () => {
    const result = await callApi('/passkeys', {});
    if (result.state === 'success') setPasskeys(result.data.passkeys);
  }, []);

  useEffect(() => {
    let live = true;
    void callApi('/passkeys', {}).then((result) => {
      if (live && result.state === 'success') setPasskeys(result.data.passkeys);
    });
    return () => {
      live = false;
    };
  }, []);

  const add = async () => {
    setBusy(true);
    setMessage(null);
    const outcome = await (await ceremony()).createPasskey();
    setBusy(false);
    if (outcome.ok) {
      setMessage({ text: t('added'), error: false });
      await load();
    } else if (outcome.code) {
      setMessage({ text: errorText(outcome.code) ?? t('notAdded'), error: true });
    }
  };

  const remove = async (passkey: TPasskey) => {
    const result = await callApi('/passkeys/remove', { body: { id: passkey.id } });
    if (result.state === 'error') return;
    await (await ceremony()).signalUnknown(passkey.id);
    setMessage({ text: t('removed', { name: isolate(passkey.name) }), error: false });
    await load();
  };

  return (
    <section
      className={`${styles.section} ${styles.panel}`}
      aria-labelledby="passkeys-title"
      data-testid="passkeys"
    >
      <h2 id="passkeys-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={styles.cardText}>{t('intro')}</p>
      {passkeys === null ? (
        <Spinner label={t('title')} size={24} />
      ) : passkeys.length === 0 ? (
        <p className={styles.cardText} data-testid="passkeys-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={styles.passkeyList}>
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => remove(passkey)} />
          ))}
        </ul>
      )}
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? styles.dialogError : styles.cardText}
          data-testid="passkeys-message"
        >
          {message.text}
        </p>
      ) : null}
      {supported ? (
        <div className={styles.actions}>
          <Button onClick={add} busy={busy} data-testid="passkey-add">
            {t('add')}
          </Button>
        </div>
      ) : (
        <p className={styles.cardText}>{t('unsupported')}</p>
      )}
    </section>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: TPasskey; onRemove(): void }) {
  const t = useTranslations('Passkeys');
  const tCommon = useTranslations('Common');
  const locale = useLocale();
  const [saved, setSaved] = useState(false);
  const date = (ms: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms);
  const inputId = `passkey-name-${passkey.id}`;
  // The one form pattern: a native POST to the BFF before hydration, the contract's call after it.
  const { formProps, hiddenInputs, field, common } = useContractForm({
    path: '/passkeys/rename',
    schema: () => import('@/lib/schemas/passkeys').then((m) => m.ZPasskeyRenameRequestSchema),
    fields: { name: passkey.name },
    hidden: { id: passkey.id },
    onSuccess: () => setSaved(true),
  });
  const { error, onChange, ...nameInput } = field('name');

  return (
    <li className={styles.passkeyRow} data-testid="passkey-row">
      <form className={styles.passkeyName} {...formProps}>
        {hiddenInputs}
        <label htmlFor={inputId} className="visually-hidden">
          {t('name')}
        </label>
        <input
          id={inputId}
          className={styles.passkeyInput}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          {...nameInput}
          onChange={(event) => {
            setSaved(false);
            return onChange(event);
          }}
          data-testid="passkey-name"
        />
        <Button type="submit" variant="secondary" data-testid="passkey-save">
          {saved ? t('renamed') : tCommon('save')}
        </Button>
        <FormErrors messages={error ? [error, ...common] : common} />
      </form>
      <p className={styles.passkeyDates}>
        <span>{t('created', { date: date(passkey.createdAt) })}</span>
        <span data-testid="passkey-last-used">
          {passkey.lastUsedAt === null ? t('neverUsed') : t('lastUsed', { date: date(passkey.lastUsedAt) })}
        </span>
      </p>
      <Button variant="danger" onClick={onRemove} data-testid="passkey-remove">
        {t('remove')}
        <span className="visually-hidden">: {passkey.name}</span>
      </Button>
    </li>
  );
}

/** How many recovery codes are left, and a new set (which voids the old), shown once. */
export function RecoveryCodesPanel() {
  const t = useTranslations('Passkeys');
  const [remaining, setRemaining] = useState<number | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const result = await callApi('/recovery-codes', {});
    if (result.state === 'success') setRemaining(result.data.remaining);
  }, []);
  useEffect(() => {
    let live = true;
    void callApi('/recovery-codes', {}).then((result) => {
      if (live && result.state === 'success') setRemaining(result.data.remaining);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section
      className={`${styles.section} ${styles.panel}`}
      aria-labelledby="recovery-title"
      data-testid="recovery-codes-panel"
    >
      <h2 id="recovery-title" className={styles.sectionTitle}>
        {t('recoveryTitle')}
      </h2>
      {codes ? (
        <RecoveryCodesShown
          codes={codes}
          onDone={() => {
            setCodes(null);
            void load();
          }}
        />
      ) : (
        <>
          <p className={styles.cardText}>{t('recoveryAbout')}</p>
          {remaining !== null ? (
            <p className={styles.cardText} data-testid="recovery-remaining">
              {t('remaining', { count: remaining })}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              busy={busy}
              onClick={async () => {
                setBusy(true);
                const result = await callApi('/recovery-codes/new', { body: {} });
                setBusy(false);
                if (result.state === 'success') setCodes(result.data.codes);
              }}
              data-testid="recovery-generate"
            >
              {t('generate')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

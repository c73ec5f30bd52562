'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { callApi } from '@/lib/client/api';

/** Logging out here revokes the token upstream, which logs out every linked product (SPEC §2). */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Logout');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  // The products this session reached: each hears of the logout, through an outbox that keeps trying.
  const [products, setProducts] = useState<string[]>([]);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void callApi('/session/products', {}).then((result) => {
      if (live && result.state === 'success')
        setProducts(result.data.products.map((product) => product.name));
    });
    return () => {
      live = false;
    };
  }, [open]);

  async function logOut() {
    setBusy(true);
    await callApi('/auth/logout', { body: {} });
    clearClientData();
    window.location.assign(`/${locale}/login`);
  }

  return (
    <Modal
      open={open}
      title={t('title')}
      onClose={onClose}
      role="alertdialog"
      testId="logout-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={logOut} busy={busy} disabled={busy}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <p>{t('text')}</p>
      {products.length > 0 && (
        <p data-testid="logout-products">
          {t('told', { names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(products) })}
        </p>
      )}
    </Modal>
  );
}

/** Client-side data that belongs to the signed-in user; the sealed cookie is cleared by the BFF. */
export function clearClientData(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) window.sessionStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

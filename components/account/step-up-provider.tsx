'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { useErrorText } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { callApi, onReauthRequired } from '@/lib/client/api';
import type { TStepUpStatus } from '@/lib/schemas/step-up';

import { StepUpForm } from './step-up-form';

/**
 * Wraps pages whose actions may answer `reauth_required` (DESIGN §6 step-up): such an answer opens
 * "Confirm it's you", and once the password (and the factor) were given the action is sent again by
 * callApi, so the page goes on as if nothing had been asked. Several refused calls share one dialog.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (ok: boolean) => void } | null>(null);

  useEffect(
    () =>
      onReauthRequired(() => {
        if (!pending.current) {
          let resolve: (ok: boolean) => void = () => {};
          const promise = new Promise<boolean>((r) => (resolve = r));
          pending.current = { promise, resolve };
          setOpen(true);
        }
        return pending.current.promise;
      }),
    [],
  );

  const finish = (ok: boolean) => {
    pending.current?.resolve(ok);
    pending.current = null;
    setOpen(false);
  };

  return (
    <>
      {children}
      <StepUpDialog open={open} onDone={() => finish(true)} onCancel={() => finish(false)} />
    </>
  );
}

function StepUpDialog({ open, onDone, onCancel }: { open: boolean; onDone(): void; onCancel(): void }) {
  const t = useTranslations('StepUp');
  return (
    <Modal open={open} title={t('title')} onClose={onCancel} testId="step-up-dialog">
      {/* Mounted on each opening: the factor is looked up again and the fields start empty. */}
      {open ? <StepUpBody onDone={onDone} onCancel={onCancel} /> : null}
    </Modal>
  );
}

function StepUpBody({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const tCommon = useTranslations('Common');
  const errorText = useErrorText();
  const [status, setStatus] = useState<TStepUpStatus | { failed: string } | null>(null);

  useEffect(() => {
    let live = true;
    void callApi('/reauth/status', {}).then((result) => {
      if (!live) return;
      setStatus(result.state === 'success' ? result.data : { failed: result.errors[0]?.code ?? '' });
    });
    return () => {
      live = false;
    };
  }, []);

  const cancel = (
    <Button variant="secondary" onClick={onCancel} data-testid="step-up-cancel">
      {tCommon('cancel')}
    </Button>
  );
  if (!status) return <Spinner label={tCommon('loading')} size={28} />;
  if ('failed' in status) {
    return (
      <>
        <p role="alert">{errorText(status.failed || 'internal_server_error')}</p>
        {cancel}
      </>
    );
  }
  return <StepUpForm factor={status.factor} actions={cancel} autoFocus onDone={onDone} />;
}

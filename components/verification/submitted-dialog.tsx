'use client';

import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

const ShowSubmitted = createContext<() => void>(() => {});

/** Opens the 'submitted' popup (SPEC §2) from any step. */
export function useShowSubmitted(): () => void {
  return useContext(ShowSubmitted);
}

/**
 * The 'submitted' popup with its Okay, held by the verification layout: the step under it may turn
 * into its 'Well Done' screen while the popup is still open (the checks are quick), and the popup stays.
 */
export function SubmittedDialogProvider({
  initiallyOpen,
  children,
}: {
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('Verification');
  const [open, setOpen] = useState(initiallyOpen);
  const show = useCallback(() => setOpen(true), []);
  return (
    <ShowSubmitted.Provider value={show}>
      {children}
      <Modal
        open={open}
        title={t('submittedTitle')}
        onClose={() => setOpen(false)}
        testId="submitted-dialog"
        actions={
          <Button onClick={() => setOpen(false)} data-testid="submitted-okay">
            {t('okay')}
          </Button>
        }
      >
        <p>{t('submitted')}</p>
      </Modal>
    </ShowSubmitted.Provider>
  );
}

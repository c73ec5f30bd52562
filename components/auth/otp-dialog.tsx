'use client';

import { useTranslations } from 'next-intl';

import { Modal } from '@/components/ui/modal';

import { OtpStep, type OtpStepProps } from './otp-step';

/** The login OTP popup of SPEC §2 'Confirmation': the second step in a dialog. */
export function OtpDialog({ open, ...step }: OtpStepProps & { open: boolean }) {
  const t = useTranslations('Otp');
  return (
    <Modal open={open} title={t('title')} testId="otp-dialog">
      <OtpStep {...step} cancellable />
    </Modal>
  );
}

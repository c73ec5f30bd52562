import { ROUTES } from '@/lib/navigation/routes';
import type { TDocument, TDocumentType } from '@/lib/schemas/documents';
import type { TDocumentStatus } from '@/lib/schemas/verification';

export type StepKey = 'passport' | 'address' | 'business' | 'additional';

/** One step of SPEC §2 Verification: its tab, route, document and whether it is required. */
export type Step = {
  key: StepKey;
  href: string;
  type: TDocumentType;
  status: TDocumentStatus;
  required: boolean;
};

const STEPS: readonly Omit<Step, 'status'>[] = [
  { key: 'passport', href: ROUTES.profileVerificationPassport, type: 'PASSPORT', required: true },
  { key: 'address', href: ROUTES.profileVerificationAddress, type: 'ADDRESS', required: true },
  { key: 'business', href: ROUTES.profileVerificationBusiness, type: 'COMPANY', required: false },
  { key: 'additional', href: ROUTES.profileVerificationAdditional, type: 'SELFIE', required: false },
];

/** The step of a document type, whether or not the user sees it. */
export function stepOf(type: TDocumentType): Omit<Step, 'status'> {
  return STEPS.find((step) => step.type === type)!;
}

/** The steps a user sees: the selfie step only while their profile requires one (SPEC §2, §6). */
export function stepsOf(documents: readonly TDocument[], selfieRequired: boolean): Step[] {
  return STEPS.filter((step) => step.key !== 'additional' || selfieRequired).map((step) => ({
    ...step,
    status:
      documents.find((d) => d.documentType === step.type)?.status ??
      (step.type === 'SELFIE' ? 'NONE' : 'NEW_DOCUMENT'),
  }));
}

/** Shapes the browser sees from the BFF. Shared by pages, components and the BFF. */

export type { PublicConfig } from '../schemas/public-config';

export type Profile = {
  firstName: string;
  lastName: string;
  email: string;
  verified: boolean;
  selfieRequired: boolean;
};

export type DocumentStatus =
  'NONE' | 'NEW_DOCUMENT' | 'ASYNC' | 'WAITING_MODERATOR' | 'WAITING_USER' | 'WAITING_SYSTEM' | 'VERIFIED';

export type VerificationSummaryItem = {
  documentType: 'selfie' | 'passport' | 'address' | 'company' | 'phone';
  status: DocumentStatus;
};

/** Who is looking at the page, as the layouts need it; never holds the token. */
export type Viewer =
  { kind: 'anonymous' } | { kind: 'user'; profile: Profile; verificationPercent: VerificationPercent };

export type VerificationPercent = 'Verified' | '50' | '0';

import { renderTwoFaEnding, twoFaEndingMetadata, type TwoFaEnding } from '../../two-fa-ending';

const ENDING: TwoFaEnding = {
  type: 'EMAIL',
  active: false,
  title: 'deactivated2fa',
  text: 'deactivatedEmail',
  back: 'ok',
};

export function generateMetadata() {
  return twoFaEndingMetadata(ENDING);
}

/** SPEC §2 e-mail wizard: '2FA deactivated', with Ok to profileSecurity. */
export default function Page() {
  return renderTwoFaEnding(ENDING);
}

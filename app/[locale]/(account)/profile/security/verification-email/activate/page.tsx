import { renderTwoFaEnding, twoFaEndingMetadata, type TwoFaEnding } from '../../two-fa-ending';

const ENDING: TwoFaEnding = {
  type: 'EMAIL',
  active: true,
  title: 'activated2fa',
  text: 'successEmail',
  back: 'ok',
};

export function generateMetadata() {
  return twoFaEndingMetadata(ENDING);
}

/** SPEC §2 e-mail wizard: '2FA activated', with Ok to profileSecurity. */
export default function Page() {
  return renderTwoFaEnding(ENDING);
}

import { renderTwoFaEnding, twoFaEndingMetadata, type TwoFaEnding } from '../../two-fa-ending';

const ENDING: TwoFaEnding = {
  type: 'GOOGLE_AUTHENTICATOR',
  active: true,
  title: 'success',
  text: 'successGoogle',
  back: 'status',
};

export function generateMetadata() {
  return twoFaEndingMetadata(ENDING);
}

/** SPEC §2 Google wizard step 3: success. */
export default function Page() {
  return renderTwoFaEnding(ENDING);
}

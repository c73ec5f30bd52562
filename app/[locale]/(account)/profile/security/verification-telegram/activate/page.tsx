import { renderTwoFaEnding, twoFaEndingMetadata, type TwoFaEnding } from '../../two-fa-ending';

const ENDING: TwoFaEnding = {
  type: 'TELEGRAM',
  active: true,
  title: 'success',
  text: 'successTelegram',
  back: 'status',
};

export function generateMetadata() {
  return twoFaEndingMetadata(ENDING);
}

/** SPEC §2 Telegram wizard step 3: success, with the link 'Go to security'. */
export default function Page() {
  return renderTwoFaEnding(ENDING);
}

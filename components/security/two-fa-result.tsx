import { ResultCard } from '@/components/auth/result-card';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

import styles from './security.module.css';

/** The end of a wizard: what changed, and the way back to the security page. */
export function TwoFaResult({
  title,
  text,
  action,
  href,
  testId,
}: {
  title: string;
  text: string;
  action: string;
  href: string;
  testId: string;
}) {
  return (
    <div className={styles.result}>
      <ResultCard
        tone="success"
        title={title}
        testId={testId}
        actions={
          <Link href={href} className={buttonClass('primary', 'l', true)} data-testid="two-fa-result-link">
            {action}
          </Link>
        }
      >
        <p>{text}</p>
      </ResultCard>
    </div>
  );
}

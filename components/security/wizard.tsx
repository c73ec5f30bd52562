'use client';

import { useEffect, useRef, type ReactNode } from 'react';

import type { TTwoFaType } from '@/lib/schemas/oauth';

import { MethodIcon } from './method-icon';
import styles from './security.module.css';

export type WizardProps = {
  type: TTwoFaType;
  title: string;
  /** 1–3 while activating (a progress line), 4 for the deactivate view (none). */
  step: number;
  stepLabel: string;
  /** Names of steps 1–3. */
  steps: [string, string, string];
  children: ReactNode;
};

/**
 * The frame of the two-factor wizards (SPEC §2): the method, the step reached, the step's content.
 * The page scrolls to the top on each step, and focus moves to the step so it is read out.
 */
export function Wizard({ type, title, step, stepLabel, steps, children }: WizardProps) {
  const body = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    body.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <section
      className={styles.wizard}
      aria-labelledby="wizard-title"
      data-testid="two-fa-wizard"
      data-step={step}
    >
      <header className={styles.wizardHead}>
        <span className={styles.methodMark}>
          <MethodIcon type={type} />
        </span>
        <h2 id="wizard-title" className={styles.wizardTitle}>
          {title}
        </h2>
      </header>
      {step <= 3 ? (
        <ol className={styles.progress} aria-label={stepLabel}>
          {steps.map((name, index) => (
            <li
              key={name}
              className={index + 1 < step ? styles.done : index + 1 === step ? styles.current : undefined}
              aria-current={index + 1 === step ? 'step' : undefined}
            >
              <span className={styles.progressDot} aria-hidden="true">
                {index + 1}
              </span>
              <span>{name}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <div ref={body} tabIndex={-1} className={styles.wizardBody} data-testid={`two-fa-step-${step}`}>
        {children}
      </div>
    </section>
  );
}

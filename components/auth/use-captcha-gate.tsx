'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

// Most visitors never meet the captcha: its widget code loads only once the server demands one.
const Captcha = dynamic(() => import('./captcha').then((m) => m.Captcha), { ssr: false });

/**
 * The captcha gate of SPEC §4: hidden until the server answers google_recaptcha_v2_required, solved
 * before the next attempt, and reset after every attempt.
 */
export function useCaptchaGate() {
  const [shown, setShown] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [error, setError] = useState<string>();

  return {
    shown,
    token,
    generation,
    error,
    onChange(next: string | null) {
      setToken(next);
      if (next) setError(undefined);
    },
    /** False (with the message shown) while a shown captcha is unsolved. */
    ready(requiredText: string | undefined): boolean {
      setError(undefined);
      if (shown && !token) {
        setError(requiredText);
        return false;
      }
      return true;
    },
    /** After an attempt: a fresh widget, so a solved payload is never sent twice. */
    reset() {
      setToken(null);
      setGeneration((g) => g + 1);
    },
    /** Takes the server codes about the captcha and returns the others. */
    absorb(codes: readonly string[], errorText: (code: string) => string | undefined): string[] {
      const rest: string[] = [];
      for (const code of codes) {
        if (code === 'google_recaptcha_v2_required') setShown(true);
        else if (code === 'invalid_recaptcha') {
          setShown(true);
          setError(errorText(code));
        } else rest.push(code);
      }
      return rest;
    },
  };
}

export type CaptchaGate = ReturnType<typeof useCaptchaGate>;

type SlotProps = { gate: CaptchaGate; kind: 'recaptcha' | 'altcha'; siteKey: string | null };

export function CaptchaSlot({ gate, kind, siteKey }: SlotProps) {
  if (!gate.shown) return null;
  return (
    <Captcha
      key={gate.generation}
      kind={kind}
      siteKey={siteKey}
      onChange={gate.onChange}
      error={gate.error}
    />
  );
}

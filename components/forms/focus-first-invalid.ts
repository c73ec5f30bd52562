import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Moves focus (and scroll) to the first invalid control in document order — what a reader of the
 * form meets first, whatever order the validation library listed the errors in.
 */
function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * `request(delayMs)` focuses the first invalid control once React has committed the render that marks
 * it: the request is state, so its effect runs after the same commit as the errors it was asked with.
 * A timer or frame started beside the setState could fire before a busy browser rendered the errors
 * and find nothing to focus.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  const [pending, setPending] = useState<{ delayMs: number } | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      focusFirstInvalid(formRef.current);
      setPending(null);
    }, pending.delayMs);
    return () => clearTimeout(timer);
  }, [pending, formRef]);
  return useCallback((delayMs = 0) => setPending({ delayMs }), []);
}

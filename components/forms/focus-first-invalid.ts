/**
 * Moves focus (and scroll) to the first invalid control in document order — what a reader of the
 * form meets first, whatever order the validation library listed the errors in.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, delayMs = 0): void {
  const run = () => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target.focus({ preventScroll: true });
  };
  // After React has painted the error state.
  setTimeout(() => requestAnimationFrame(run), delayMs);
}

'use client';

import { useCallback, useId, useRef, useState } from 'react';

import { useDismiss } from './use-dismiss';

/**
 * State of a button that shows and hides a popup: open flag, ids for aria-controls, and closing on
 * Escape (focus back to the trigger) or on a click outside. `triggerProps` go on the button: it
 * toggles, and tells assistive technology which popup it controls and whether it is open.
 */
export function useDisclosure<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<T>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((v) => !v), []);
  useDismiss(open, container, trigger, close);
  const triggerProps = {
    ref: trigger,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: toggle,
  } as const;
  return { open, id, container, trigger, close, toggle, triggerProps };
}

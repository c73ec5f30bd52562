'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { callApi } from '@/lib/client/api';
import { ATTACHMENTS_POLL_MS, FORM_POLL_MS } from '@/lib/policy';
import type { TDocument } from '@/lib/schemas/documents';

import { effectiveStatus, readPendingMarker, writePendingMarker } from './pending-marker';

const subscribeNothing = () => () => {};

/**
 * One document as the page keeps it (SPEC §4 "Document flow"): the latest answer, the pending-save
 * marker, the form's 3 s polling while the document is ASYNC, and the attachments' 1 s polling after
 * an upload while it is ASYNC. A change of status refreshes the server parts (tabs, sidebar).
 */
export function useDocument(initial: TDocument) {
  const router = useRouter();
  const [document, setDocumentState] = useState(initial);
  const [attachmentsPolling, setAttachmentsPolling] = useState(false);
  // Bumped when this page writes the marker, so the cookie is read again.
  const [, setMarkerWrites] = useState(0);
  const latest = useRef(document);
  // The marker lives in a cookie: none on the server, read from the browser once hydrated.
  const marker = useSyncExternalStore(
    subscribeNothing,
    () => readPendingMarker(initial.documentType),
    () => null,
  );

  const setDocument = useCallback(
    (next: TDocument) => {
      const previous = latest.current;
      if (next.updatedAt < previous.updatedAt) return;
      latest.current = next;
      setDocumentState(next);
      if (next.status !== 'ASYNC') setAttachmentsPolling(false);
      if (next.status !== previous.status) router.refresh();
    },
    [router],
  );

  // A server render with newer data (after router.refresh) wins over what the page holds.
  useEffect(() => {
    if (initial.updatedAt > latest.current.updatedAt) {
      latest.current = initial;
      setDocumentState(initial);
    }
  }, [initial]);

  const status = effectiveStatus(document, marker);
  const interval = status === 'ASYNC' ? (attachmentsPolling ? ATTACHMENTS_POLL_MS : FORM_POLL_MS) : null;

  useEffect(() => {
    if (interval === null) return;
    const timer = setInterval(async () => {
      const result = await callApi(
        '/documents',
        { query: { documentType: latest.current.documentType } },
        { silent: true },
      );
      if (result.state === 'success') setDocument(result.data);
    }, interval);
    return () => clearInterval(timer);
  }, [interval, setDocument]);

  return {
    document,
    /** The status the page acts on: ASYNC while the pending-save marker says so. */
    status,
    setDocument,
    /** After a submission: remember it (the marker) and take the answer. */
    submitted(answer: TDocument) {
      writePendingMarker(answer.documentType, answer.updatedAt);
      setMarkerWrites((n) => n + 1);
      setDocument(answer);
    },
    /** After an upload: take the answer and, while it is ASYNC, poll the attachments every second. */
    uploaded(answer: TDocument) {
      setDocument(answer);
      setAttachmentsPolling(true);
    },
  };
}

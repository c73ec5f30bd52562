'use client';

import { useEffect } from 'react';
import type { z } from 'zod';

import { useContractForm, type ContractFormOptions } from '@/components/forms/use-contract-form';
import { useHydrated } from '@/components/forms/use-hydrated';
import { useAppState } from '@/components/shell/app-state';
import type { TDocument } from '@/lib/schemas/documents';

type DocumentFormPath = '/documents/passport' | '/documents/address' | '/documents/company';

/** What a document's data form passes on to `useContractForm`, and what it does with a save. */
export type DocumentFormOptions<P extends DocumentFormPath, S extends z.ZodType> = Pick<
  ContractFormOptions<P, S>,
  'path' | 'schema' | 'fields' | 'initial'
> & {
  /** The form's values of the document the server saved: the form's clean state from then on. */
  valuesOf(document: TDocument): NonNullable<ContractFormOptions<P, S>['fields']>;
  locked: boolean;
  onSaved(document: TDocument): void;
  onDirtyChange(dirty: boolean): void;
};

/**
 * The data form of a document (SPEC §4 "Document flow"): a save resets the form to what the server
 * kept, hands the document to the page and says so; the page hears whether anything is unsaved, and
 * Save rests until something is.
 */
export function useDocumentForm<P extends DocumentFormPath, S extends z.ZodType>(
  options: DocumentFormOptions<P, S>,
) {
  const { valuesOf, locked, onSaved, onDirtyChange } = options;
  const hydrated = useHydrated();
  const { notify } = useAppState();
  const contract = useContractForm({
    path: options.path,
    schema: options.schema,
    fields: options.fields,
    initial: options.initial,
    onSuccess: (answer) => {
      contract.form.reset(valuesOf(answer as TDocument) as Parameters<typeof contract.form.reset>[0]);
      onSaved(answer as TDocument);
      notify('success');
      return 'stay';
    },
  });
  const { isDirty } = contract.form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // Before hydration nothing can tell whether anything changed: the server saves what it gets.
  const canSave = !locked && (!hydrated || isDirty);
  return { ...contract, canSave };
}

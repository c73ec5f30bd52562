import 'server-only';

import { cache } from 'react';

import { getDocuments } from '@/lib/bff/dal';
import type { TDocument, TDocumentType } from '@/lib/schemas/documents';
import { dateBounds } from '@/lib/verification/document-dates';

import { layoutData } from '../../../layout-data';

/** The viewer and their documents, once per render for the layout and the page. */
export const verificationData = cache(async () => {
  const [layout, documents] = await Promise.all([layoutData(), getDocuments()]);
  if (!layout.user || documents.state === 'error') return null;
  const byType = (type: TDocumentType): TDocument => documents.data.find((d) => d.documentType === type)!;
  return {
    user: layout.user,
    documents: documents.data,
    byType,
    mapsKey: layout.mapsKey,
    dateBounds: dateBounds(Date.now()),
  };
});

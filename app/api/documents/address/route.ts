// POST /api/documents/address — saves the address form as a draft (SPEC §4: the status stays as it is).
import { saveDocumentData } from '@/lib/bff/documents';
import { bffRoute } from '@/lib/bff/route';
import { ADDRESS_FORM_FIELDS, addressMetadataOf } from '@/lib/schemas/document-forms';

export const { POST } = bffRoute('/documents/address', {
  handle: ({ ctx, body }) => saveDocumentData(ctx, 'ADDRESS', addressMetadataOf(body)),
  form: { keep: ADDRESS_FORM_FIELDS },
});

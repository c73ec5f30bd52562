// POST /api/documents/company — saves the company form as a draft (SPEC §4: the status stays as it is).
import { saveDocumentData } from '@/lib/bff/documents';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/documents/company', {
  handle: ({ ctx, body }) => saveDocumentData(ctx, 'COMPANY', body),
  form: { keep: ['taxId', 'accountType', 'companyName'] },
});

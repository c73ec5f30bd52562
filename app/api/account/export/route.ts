// GET /api/account/export — "Download my data": the account's ZIP, once a day, after step-up.
import { accountExportResponse } from '@/lib/bff/account-export';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const GET = accountExportResponse;

import { z } from 'zod';

import { ZApplicationSchema } from './application';
import { ZCodeSchema } from './text';

/** `POST /v1/qr/approve` and `GET /v1/qr/info?code=`: the payload the phone scanned. */
export const ZQrCodeSchema = z.object({ code: ZCodeSchema });

/** What the approval page shows before the user says yes. */
export const ZQrInfoSchema = z.object({
  application: z.string().nullable(),
  applicationName: z.string().nullable(),
  userAgent: z.string().nullable().describe("the requesting browser's own description (it controls it)"),
  requesterAddress: z.string().nullable().describe('the address the server saw the request come from'),
  createdAt: z.number().int().describe('epoch milliseconds'),
  expiresAt: z.number().int().describe('epoch milliseconds'),
});
export type TQrInfo = z.infer<typeof ZQrInfoSchema>;

export const ZQrApproveAnswerSchema = z.object({ application: z.string().nullable() });

/** BFF `POST /api/auth/qr`: a login QR for this browser. */
export const ZQrStartSchema = z.object({ application: ZApplicationSchema });

/** BFF answer: the payload, how long it lives, and the link the QR holds (DESIGN §3). */
export const ZQrLoginSchema = z.object({
  payload: z.string(),
  ttl: z.number().int().describe('milliseconds'),
  url: z.string(),
});
export type TQrLogin = z.infer<typeof ZQrLoginSchema>;

/** BFF `POST /api/auth/qr/poll`: has the phone approved yet? */
export const ZQrPollSchema = z.object({ payload: ZCodeSchema, application: ZApplicationSchema });

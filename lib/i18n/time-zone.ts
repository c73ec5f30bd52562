/**
 * The zone dates are formatted in, on the server and in the browser (the QR approval page's request
 * time). next-intl would otherwise resolve the server's zone afresh on every request; it is the same
 * zone, resolved once: TZ when set, else the system's (README: decisions).
 */
export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

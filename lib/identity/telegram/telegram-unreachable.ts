/**
 * The chat cannot be reached: unknown chat ID, or the user blocked or never started the bot. In a
 * module of its own so the use cases can recognise it without loading grammY (create-telegram.ts).
 */
export class TelegramUnreachable extends Error {
  constructor(description: string) {
    super(description);
    this.name = 'TelegramUnreachable';
  }
}

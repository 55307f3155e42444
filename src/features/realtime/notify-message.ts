/** The hub's push (docs/product.md §3 Real-time message; §7 hub 'NotifyMessage'): a command and its message. */
export interface NotifyMessage {
  cmd: string;
  /** Text for 'error' / 'disconnect' / 'reconnected'; an object for data commands such as 'Notification'. */
  message: unknown;
}

/** Reads a NotifyMessage argument from the wire; null for anything without a string `cmd`. */
export function parseNotifyMessage(value: unknown): NotifyMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { cmd, message } = value as { cmd?: unknown; message?: unknown };
  return typeof cmd === 'string' ? { cmd, message } : null;
}

/**
 * The pieces of the SignalR JSON hub protocol the server speaks (docs/architecture.md "Real-time"; docs/product.md §7 hub).
 * Every message is JSON followed by the record separator 0x1E; one WebSocket frame may carry several.
 */
export const RS = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** Payload of the NotifyMessage push (docs/product.md §3 Real-time message: cmd and message). */
export interface NotifyPayload {
  cmd: string;
  /** Text for 'error' / 'disconnect' / 'reconnected'; an object for data pushes (cmd 'Notification': a Notification). */
  message: string | object;
}

/** One JSON message framed with the record separator. */
export function frame(message: object): string {
  return JSON.stringify(message) + RS;
}

/** Frame of the server's NotifyMessage invocation (no invocationId: the client sends no completion back). */
export function notifyFrame(payload: NotifyPayload): string {
  return frame({ type: MessageType.Invocation, target: 'NotifyMessage', arguments: [{ cmd: payload.cmd, message: payload.message }] });
}

/** Longest invocationId the server echoes back in a completion; a longer one is refused as invalid. */
export const MAX_INVOCATION_ID = 128;

/** What a received message can be after validation (never throws, whatever the text). */
export type ReceivedMessage =
  | { kind: 'handshake'; protocol: string; version: number }
  | { kind: 'invocation'; invocationId: string | null }
  | { kind: 'ping' }
  | { kind: 'close' }
  /** A message type the server has nothing to do with (completion, stream item, cancel, or a future type). */
  | { kind: 'ignored' }
  | { kind: 'invalid'; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses and validates one message (text between separators). Before the handshake only a handshake request
 * `{protocol: string, version: number}` is valid; after it only objects whose `type` is an integer, with a string
 * invocationId of at most MAX_INVOCATION_ID characters when one is present. Anything else is 'invalid'.
 */
export function parseMessage(raw: string, handshaken: boolean): ReceivedMessage {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'invalid', reason: 'Invalid message: not JSON.' };
  }
  if (!isRecord(value)) return { kind: 'invalid', reason: 'Invalid message: not a JSON object.' };
  if (!handshaken) {
    const { protocol, version } = value;
    if (typeof protocol !== 'string' || typeof version !== 'number') return { kind: 'invalid', reason: 'Invalid handshake request.' };
    return { kind: 'handshake', protocol, version };
  }
  const { type, invocationId } = value;
  if (typeof type !== 'number' || !Number.isInteger(type)) return { kind: 'invalid', reason: 'Invalid message: no message type.' };
  if (invocationId !== undefined && (typeof invocationId !== 'string' || invocationId.length > MAX_INVOCATION_ID)) {
    return { kind: 'invalid', reason: 'Invalid message: bad invocationId.' };
  }
  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation:
      return { kind: 'invocation', invocationId: invocationId ?? null };
    case MessageType.Ping:
      return { kind: 'ping' };
    case MessageType.Close:
      return { kind: 'close' };
    default:
      return { kind: 'ignored' };
  }
}

/**
 * Splits received text into complete messages; `rest` is an incomplete tail to prepend to the next frame.
 */
export function splitMessages(buffered: string): { messages: string[]; rest: string } {
  const parts = buffered.split(RS);
  const rest = parts.pop() ?? '';
  return { messages: parts.filter((p) => p.length > 0), rest };
}

/**
 * The pieces of the SignalR JSON hub protocol the server speaks (design: "Real-time"; spec §7 hub).
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

/** Payload of the NotifyMessage push (spec §3 Real-time message: cmd and message). */
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

/**
 * Splits received text into complete messages; `rest` is an incomplete tail to prepend to the next frame.
 */
export function splitMessages(buffered: string): { messages: string[]; rest: string } {
  const parts = buffered.split(RS);
  const rest = parts.pop() ?? '';
  return { messages: parts.filter((p) => p.length > 0), rest };
}

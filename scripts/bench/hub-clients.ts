/**
 * Hub client worker (child process of hub-bench.ts). Gets {url, tokens} over IPC, opens one real @microsoft/signalr
 * HubConnection per token (WebSocket transport, negotiation skipped as the site does), at most IN_FLIGHT starts at
 * a time, then reports {type:'ready', connected, failed}. When every connection has received its NotifyMessage it
 * reports {type:'received', times}: receive instants in ms on the shared clock (performance.timeOrigin + now()).
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';

const IN_FLIGHT = 50;

interface Start {
  url: string;
  tokens: string[];
}

const send = (message: unknown): void => {
  process.send?.(message);
};

process.once('message', (message: Start) => {
  void run(message);
});

async function run({ url, tokens }: Start): Promise<void> {
  const connections: HubConnection[] = [];
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const open = async (): Promise<void> => {
    while (next < tokens.length) {
      const token = tokens[next++];
      const connection = new HubConnectionBuilder()
        .withUrl(url, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
        .configureLogging(LogLevel.None)
        .build();
      connection.on('NotifyMessage', () => {
        times.push(performance.timeOrigin + performance.now());
        if (times.length === connections.length) send({ type: 'received', times });
      });
      try {
        await connection.start();
        connections.push(connection);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, open));
  send({ type: 'ready', connected: connections.length, failed });
}

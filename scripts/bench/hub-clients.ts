/**
 * Hub client worker (child process of hub-bench.ts and load-part.ts). Gets {url, tokens} over IPC, opens one real
 * @microsoft/signalr HubConnection per token (WebSocket transport, negotiation skipped as the site does), at most
 * IN_FLIGHT starts at a time, then reports {type:'ready', connected, failed}. When every connection has received its
 * NotifyMessage it reports {type:'received', times}: receive instants in ms on the shared clock
 * (performance.timeOrigin + now()). {type:'status'} is answered with {type:'status', open, dropped, cpuMs}: connections
 * still open, connections the server or the network closed (no automatic reconnect, so a drop stays counted) and this
 * process's CPU time; {type:'stop'} closes every connection and exits.
 */
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';

const IN_FLIGHT = 50;

interface Start {
  type?: 'start';
  url: string;
  tokens: string[];
}

type Command = Start | { type: 'status' } | { type: 'stop' };

const connections: HubConnection[] = [];
let dropped = 0;
let stopping = false;

const send = (message: unknown): void => {
  process.send?.(message);
};

process.on('message', (message: Command) => {
  if (message.type === 'status') {
    const open = connections.filter((c) => c.state === HubConnectionState.Connected).length;
    const { user, system } = process.cpuUsage();
    send({ type: 'status', open, dropped, cpuMs: (user + system) / 1000 });
  } else if (message.type === 'stop') {
    stopping = true;
    void Promise.allSettled(connections.map((c) => c.stop())).then(() => process.exit(0));
  } else void run(message);
});

async function run({ url, tokens }: Start): Promise<void> {
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const open = async (): Promise<void> => {
    while (next < tokens.length) {
      const token = tokens[next++];
      const connection = new HubConnectionBuilder()
        // A Node client: SignalR sends the factory's value as `Authorization: Bearer`, which the hub takes as the login
        // token (a header is not logged with the URL); a browser sends a single-use ticket in the query instead
        // (docs/realtime.md "Hub tickets"), one POST api/user/hubticket more per connect.
        .withUrl(url, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
        .configureLogging(LogLevel.None)
        .build();
      connection.on('NotifyMessage', () => {
        times.push(performance.timeOrigin + performance.now());
        if (times.length === connections.length) send({ type: 'received', times });
      });
      connection.onclose(() => {
        if (!stopping) dropped += 1;
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

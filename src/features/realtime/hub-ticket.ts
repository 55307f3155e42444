import { userHubTicket } from '../../../contracts/api/user/hub-ticket';
import { api } from '../../lib/api-client';

/**
 * A fresh single-use hub ticket for the stored session (POST user/hubticket; docs/realtime.md "Hub tickets"). The
 * SignalR client's accessTokenFactory calls it before every connect and reconnect, so the hub URL carries a 60 s
 * one-time ticket and never the login token. A 401 logs the player out (api client), as any call's does.
 */
export async function fetchHubTicket(): Promise<string> {
  return (await api(userHubTicket, {})).ticket;
}

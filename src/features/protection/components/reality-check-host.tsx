import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { useSession } from '@site/lib/use-session';
import { acknowledgeRealityCheck } from '@site/features/protection/api/reality-check-ack';
import { sessionSummaryQuery } from '@site/features/protection/api/session-summary';
import { protectionStatusQuery, useProtectionStatus } from '@site/features/protection/api/status';
import { useDue } from '@site/features/protection/hooks/use-due';
import { RealityCheckDialog } from './reality-check-dialog';

/**
 * The reality-check scheduler (docs/protection-enforcement.md), mounted by the app while a player is logged in: when the server's
 * realityCheck.nextDueAt comes (skew corrected) it shows the dialog over everything, a running game included.
 * Continue acknowledges and plans the next one from the server's reply; Log out acknowledges and ends the session;
 * a link acknowledges, closes a game modal and navigates.
 */
export function RealityCheckHost() {
  const token = useAtomValue(authAtom)?.token;
  const client = useQueryClient();
  const navigate = useNavigate();
  const setDialog = useSetAtom(dialogAtom);
  const { logout } = useSession();
  const status = useProtectionStatus(token);
  const enabled = status.data?.profile.realityCheck.enabled === true;
  const [round, setRound] = useState(0);
  const due = useDue(enabled ? status.data?.realityCheck.nextDueAt : null, status.data?.clockOffsetMs ?? 0, round);
  const summary = useQuery({ ...sessionSummaryQuery(token), enabled: due && Boolean(token) });
  const [busy, setBusy] = useState(false);
  if (!due || !token) return null;

  const statusKey = protectionStatusQuery(token).queryKey;
  const acknowledge = async (): Promise<boolean> => {
    setBusy(true);
    try {
      await acknowledgeRealityCheck('continue');
      // A fresh status carries the next nextDueAt and a fresh clock offset (the browser may have slept meanwhile).
      await client.invalidateQueries({ queryKey: statusKey });
      setRound((n) => n + 1);
      return true;
    } catch (error) {
      toast.error((error as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <RealityCheckDialog
      summary={summary.data}
      busy={busy}
      onContinue={() => void acknowledge()}
      onLogout={() => {
        setBusy(true);
        void acknowledgeRealityCheck('logout')
          .catch(() => undefined)
          .then(() => logout({ callServer: false }));
      }}
      onLink={(to) =>
        void acknowledge().then((ok) => {
          if (!ok) return;
          setDialog(null);
          navigate(to);
        })
      }
    />
  );
}

import { Suspense, lazy, useEffect } from 'react';
import { onReauthRequired } from '@site/lib/api-client';
import { askReauth, useReauthRequest } from '@site/features/auth/step-up';

const ReauthDialog = lazy(() => import('./reauth-dialog').then((m) => ({ default: m.ReauthDialog })));

/**
 * Answers every step-up refusal of the site with the "Confirm it's you" dialog (docs/security.md "Step-up"), over
 * whatever dialog made the call (the withdraw form, the phone dialog stay open and keep what was typed). Its
 * chunk (the form renderer) loads only when a refusal comes.
 */
export function ReauthHost() {
  useEffect(() => {
    onReauthRequired(askReauth);
    return () => onReauthRequired(null);
  }, []);
  const request = useReauthRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog request={request} />
    </Suspense>
  );
}

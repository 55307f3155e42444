import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { dialogAtom } from '@site/lib/dialogs';

/**
 * A stable "close the open dialog" callback. Dialog re-runs its focus trap (moving focus to the panel) whenever
 * its onClose changes, so an inline arrow would pull focus out of a field on every re-render (e.g. each tick of
 * the 60 s countdown, or each keystroke of a form whose data the dialog holds).
 */
export function useCloseDialog(): () => void {
  const setDialog = useSetAtom(dialogAtom);
  return useCallback(() => setDialog(null), [setDialog]);
}

import { useCallback, useSyncExternalStore } from 'react';
import { useSetAtom, useStore, type Atom, type PrimitiveAtom, type SetStateAction } from 'jotai';

/**
 * The value of a synchronous atom, re-rendering when it changes: jotai's `useAtomValue` for this app's atoms (all
 * synchronous: no promise values, no suspense), through React's `useSyncExternalStore`. jotai's own hook calls its
 * re-render once after every mount to catch a change it may have missed; every component that reads an atom thus
 * rendered a second time after the first commit, in one render of the whole page that is not cut into slices
 * (~18 ms on a fast desktop for the home page after hydration; issue 21 item 3: TBT). This one re-renders only when
 * the value differs (`Object.is`). eslint.config.js keeps `useAtomValue` and `useAtom` from being imported from jotai.
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = () => store.get(atom);
  return useSyncExternalStore(subscribe, read, read);
}

/** `[value, set]` of a primitive atom: jotai's `useAtom` with the value read as by `useAtomValue` above. */
export function useAtom<Value>(atom: PrimitiveAtom<Value>): [Value, (update: SetStateAction<Value>) => void] {
  return [useAtomValue(atom), useSetAtom(atom)];
}

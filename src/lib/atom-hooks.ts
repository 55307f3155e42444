import { useEffect, useReducer } from 'react';
import { useSetAtom, useStore, type Atom, type PrimitiveAtom, type SetStateAction } from 'jotai';

type Read<Value> = readonly [value: Value, store: ReturnType<typeof useStore>, atom: Atom<Value>];

/**
 * The value of a synchronous atom, re-rendering when it changes: jotai's `useAtomValue` for this app's atoms (all
 * synchronous: no promise values, no suspense), the same subscription and the same update priority, less one thing.
 * jotai's hook asks for a re-render once after every mount, to catch a change it may have missed between the render
 * and its subscription; every component that reads an atom thus rendered a second time after the first commit, in
 * one render of the whole page that React does not cut into slices (~18 ms on a fast desktop for the home page after
 * hydration; issue 21 item 3: TBT). This one asks only when the value did change in between. eslint.config.js keeps
 * `useAtomValue` and `useAtom` from being imported from jotai.
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const [[read, readFrom, readOf], rerender] = useReducer(
    (prev: Read<Value>): Read<Value> => {
      const next = store.get(atom);
      return Object.is(prev[0], next) && prev[1] === store && prev[2] === atom ? prev : [next, store, atom];
    },
    undefined,
    (): Read<Value> => [store.get(atom), store, atom],
  );
  let value = read;
  if (readFrom !== store || readOf !== atom) {
    rerender();
    value = store.get(atom);
  }
  useEffect(() => {
    const unsubscribe = store.sub(atom, rerender);
    if (!Object.is(store.get(atom), value)) rerender();
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `value` is the render's: a change since is what it checks
  }, [store, atom]);
  return value;
}

/** `[value, set]` of a primitive atom: jotai's `useAtom` with the value read as by `useAtomValue` above. */
export function useAtom<Value>(atom: PrimitiveAtom<Value>): [Value, (update: SetStateAction<Value>) => void] {
  return [useAtomValue(atom), useSetAtom(atom)];
}

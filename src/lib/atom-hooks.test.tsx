// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { atom, createStore, Provider } from 'jotai';
import { useAtom, useAtomValue } from './atom-hooks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const countAtom = atom(1);
const doubleAtom = atom((get) => get(countAtom) * 2);

function Reader({ renders }: { renders: number[] }) {
  const value = useAtomValue(doubleAtom);
  renders.push(value);
  return <p>{value}</p>;
}

function mount(store: ReturnType<typeof createStore>, node: React.ReactNode) {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  act(() => root.render(<Provider store={store}>{node}</Provider>));
  return { element, unmount: () => act(() => root.unmount()) };
}

describe('atom hooks (issue 21: no re-render of every reader after its mount)', () => {
  it('renders a reader once at mount, again only when the value changes', () => {
    const store = createStore();
    const renders: number[] = [];
    const { element, unmount } = mount(store, <Reader renders={renders} />);
    expect(renders).toEqual([2]);
    act(() => store.set(countAtom, 1));
    expect(renders).toEqual([2]);
    act(() => store.set(countAtom, 5));
    expect(renders).toEqual([2, 10]);
    expect(element.textContent).toBe('10');
    unmount();
  });

  it('useAtom sets the atom and reads it back', () => {
    const store = createStore();
    function Counter() {
      const [count, setCount] = useAtom(countAtom);
      return (
        <button type="button" onClick={() => setCount((n) => n + 2)}>
          {count}
        </button>
      );
    }
    const { element, unmount } = mount(store, <Counter />);
    act(() => element.querySelector('button')?.click());
    expect(store.get(countAtom)).toBe(3);
    expect(element.textContent).toBe('3');
    unmount();
  });
});

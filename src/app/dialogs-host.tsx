import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useAtomValue } from 'jotai';
import { LoadingVeil } from '@site/components/loading-veil';
import { dialogAtom, type DialogName } from '@site/lib/dialogs';
import { usePainted } from '@site/lib/after-paint';
import { featureDialogs } from './features';

/*
 * Dialog name → lazily loaded component, from the features' manifests (src/app/features.ts). Each dialog is its own
 * chunk, so the form renderer (RJSF) and its widgets load only when a dialog opens, never with the home page. The
 * components take no props: they read their data from dialogAtom and close it themselves.
 */
const registry: Partial<Record<DialogName, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(featureDialogs()).map(([name, load]) => [name, lazy(() => load().then((component) => ({ default: component })))]),
);

/**
 * Renders the one open dialog of dialogAtom (docs/product.md §2: one at a time; opening one closes the others, because the
 * atom holds a single name). The click that opens a dialog is answered at once (docs/performance.md: under 100 ms at 4×
 * CPU slowdown): the frame after it shows the veil with a spinner, and only after that frame has been painted does
 * the dialog's chunk load (the form renderer is ~110 KB gzip) and its first render run. The veil stays while the
 * chunk loads.
 */
export function DialogsHost() {
  const dialog = useAtomValue(dialogAtom);
  const painted = usePainted(dialog?.name);
  const Component = dialog ? registry[dialog.name] : undefined;
  if (!dialog || !Component) return null;
  const veil = <LoadingVeil />;
  if (!painted) return veil;
  return (
    <Suspense fallback={veil}>
      <Component key={dialog.name} />
    </Suspense>
  );
}

import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';

/**
 * A component whose code loads the first time it is drawn, drawing nothing until then. For parts few visits
 * draw (an admin's controls, a report dialog): their code, and what it imports, stays out of the code every
 * page loads. Call it at a module's top level, as React.lazy.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props; the returned component keeps them typed
export function onDemand<C extends ComponentType<any>>(load: () => Promise<C>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, like React.lazy, never in a render
  return function OnDemand(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

import {
  type ComponentProps,
  type ComponentType,
  lazy,
  memo,
  type ReactElement,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router-dom';
import { loadOnce } from '@/lib/load-once';
import { whenIdle } from '@/lib/when-idle';

/**
 * When a deferred part of a page the server drew gets its code: as it comes into view, or once the browser is
 * idle. Until then its HTML is the server's, on screen, but not yet answering (a link still goes to its page).
 */
export type LoadWhen = 'visible' | 'idle';

/**
 * A 'visible' part is due as it comes into view: the code of a phone's first screen is all a page loads at start
 * (a wider margin put the sections under the fold of a phone in the first screen's share).
 */
const NEAR_SCREEN = '0px';
/** The longest an 'idle' part waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3000;

/** The server's renderer draws every part whole: it loads their code first (`loadDeferredParts`). */
const serverLoads = new Set<() => Promise<unknown>>();

/** Loads the code of every deferred part defined so far (the server's renderer, before it draws a page). */
export const loadDeferredParts = () => Promise.all([...serverLoads].map((load) => load()));

const noSubscription = () => () => {};

/**
 * Whether React is adopting the server's HTML in this render (hydrating: the server's snapshot is the one read
 * then). React draws the component again just after, with `false`: a part keeps the value of its first render.
 */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * Calls `listener` for the events of `types` inside `element`, heard on the document before anything else: React
 * stops, at its root, the events aimed at a part it has not adopted yet (it cannot answer them), so a listener on
 * the part itself would never hear them. Answers how to stop.
 */
function listenInside<E extends Event>(element: HTMLElement, types: string[], listener: (event: E) => void) {
  const inside = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) listener(event as E);
  };
  for (const type of types) document.addEventListener(type, inside, true);
  return () => {
    for (const type of types) document.removeEventListener(type, inside, true);
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Inputs a click changes (held and made again as a click), not typing. */
const CHECKED = new Set(['checkbox', 'radio']);

/** Sets a field's text as typing does, so React (once it runs) reads it as a change. */
function retype(field: Field, text: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What a visitor did in a part before React adopted it: the text typed into its fields, its last click. */
interface HeldInput {
  typed: Map<Field, string>;
  clicked: HTMLElement | null;
}

/**
 * While `holding` (the part is the server's HTML, its code not in yet), what the visitor does in it is kept rather
 * than lost (its code is asked for at once): the text typed into a field, made a change again once React runs, and a
 * click, held and made again on the same element: a tap on a button that arrives with the part's code still answers,
 * a link is followed by the app, a form is sent with what was typed.
 */
function useHeldInput(wrapper: RefObject<HTMLElement | null>, holding: boolean, onHold: () => void) {
  const held = useRef<HeldInput>({ typed: new Map(), clicked: null });
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    if (!holding) {
      const { typed, clicked } = held.current;
      held.current = { typed: new Map(), clicked: null };
      if (typed.size === 0 && !clicked) return;
      // After this commit, in which React adopted the part.
      const timer = setTimeout(() => {
        for (const [field, text] of typed) if (field.isConnected) retype(field, text);
        if (clicked?.isConnected) clicked.click();
      }, 0);
      return () => clearTimeout(timer);
    }
    const click = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const clicked =
        target instanceof HTMLElement ? target : target?.closest<HTMLElement>('a, button, label');
      if (!clicked) return;
      event.preventDefault();
      event.stopPropagation();
      held.current.clicked = clicked;
      onHold();
    };
    const input = (event: Event) => {
      const field = event.target;
      const text =
        field instanceof HTMLTextAreaElement ||
        (field instanceof HTMLInputElement && !CHECKED.has(field.type));
      if (text) held.current.typed.set(field as Field, (field as Field).value);
      onHold();
    };
    const stopClicks = listenInside(element, ['click'], click);
    const stopTyping = listenInside(element, ['input'], input);
    return () => {
      stopClicks();
      stopTyping();
    };
  }, [wrapper, holding, onHold]);
}

/** Calls `start` once the part in `element` is due, per `when`; answers how to stop waiting. */
function waitUntilDue(element: HTMLElement, when: LoadWhen, start: () => void): () => void {
  if (when === 'idle') return whenIdle(start, IDLE_TIMEOUT_MS);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: NEAR_SCREEN },
  );
  // The wrapper has no box of its own (display: contents): its children are watched.
  for (const child of element.children) observer.observe(child);
  // Touched or tabbed into before it is due: its code is wanted now.
  const stopListening = listenInside(element, ['pointerdown', 'focusin'], start);
  return () => {
    observer.disconnect();
    stopListening();
  };
}

/**
 * A part of a page whose code is left out of the code the page needs to start (`load` imports it): a section
 * below the fold, a control few visits use. The server draws it whole, like any part. On a page the server drew,
 * the browser keeps that HTML until the part is due (`when`), then loads its code and adopts it (React hydrates
 * the part's Suspense boundary). Until its code is in, what the part is given stays as it was first drawn (a
 * boundary React has not adopted yet that gets new props is drawn again from nothing), then follows its props. A
 * part first drawn by the browser (a navigation, a part inside one adopted later) loads its code at once and
 * shows once it is in.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props; the returned component keeps them typed
export function deferredPart<C extends ComponentType<any>>(load: () => Promise<C>, when: LoadWhen) {
  const code = loadOnce(load);
  if (import.meta.env.SSR) serverLoads.add(code.load);

  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The module React.lazy waits for: React's own wait is registered on it first (the part's first render), so by
  // the time `codeIn` below resolves React can adopt the part's HTML at once.
  const module = released.then(code.load).then((component) => ({ default: component }));
  const Lazy = lazy(() => module);
  const codeIn = module.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const start = () => release();

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at a module's top level, like React.lazy
  function DeferredPart(props: ComponentProps<C>) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Code already at hand (always on the server) is drawn at once.
    const [Ready] = useState(code.loaded);
    const [adopting] = useState(useHydrating());
    const [live, setLive] = useState(Boolean(Ready));
    const firstDrawn = useRef<ReactElement | null>(null);
    // A navigation changes the router's context above the part, and React must adopt a part that has not been
    // adopted yet before it can draw the next page (with a part that stays: the footer): its code is due now.
    const { key: navigation } = useLocation();
    const [firstNavigation] = useState(navigation);
    if (!Ready && (!adopting || navigation !== firstNavigation)) start();
    // Watched only until the part is live: a page has dozens of parts (a heart per tile), none left listening.
    useEffect(() => {
      if (Ready || !adopting || live || !wrapper.current) return;
      return waitUntilDue(wrapper.current, when, start);
    }, [Ready, adopting, live]);
    useEffect(() => {
      if (live) return;
      let mounted = true;
      void codeIn.then(() => {
        if (mounted) setLive(true);
      });
      return () => {
        mounted = false;
      };
    }, [live]);
    useHeldInput(wrapper, adopting && !live, start);
    const Part = Ready ?? Lazy;
    const drawn = (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
    firstDrawn.current ??= drawn;
    return (
      <div ref={wrapper} className="deferred-part">
        {live ? drawn : firstDrawn.current}
      </div>
    );
  }
  return memo(DeferredPart);
}

import { createElement, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { ButtonContext } from 'react-aria-components';

export interface LazyOverlay<P extends object> {
  /** Renders the overlay; the first render fetches its chunk and shows nothing until it arrives. */
  (props: P): ReactNode;
  /** Fetches the chunk ahead of need; cheap to call again. Resolves once it is there. */
  preload: () => Promise<unknown>;
  /** For the trigger: fetch the chunk when the pointer rests on it or it gets focus. */
  preloadProps: { onHoverStart: () => void; onFocus: () => void };
}

/**
 * An overlay (dialog, popover, menu) whose code is a chunk of its own, so that the page that shows
 * only its trigger does not load it. Until the chunk is there the overlay renders nothing; once it
 * is (usually preloaded from the trigger), it renders at once.
 *
 * Not React.lazy in Suspense: lazy suspends on its first render even when the chunk has arrived, and
 * React holds back a boundary's content for up to 300 ms after showing its fallback, which delays
 * the first opening of every overlay. A chunk that fails to load (a deploy replaced it, the network
 * dropped) is logged and the overlay stays empty rather than taking the page down; its next render
 * tries again.
 */
export function lazyOverlay<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyOverlay<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P> | undefined> | undefined;
  const fetchChunk = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        console.error('An overlay could not be loaded', error);
        loading = undefined;
        return undefined;
      },
    ));

  function Overlay(props: P) {
    const [component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (!component) void fetchChunk().then((chunk) => chunk && setComponent(() => chunk));
    });
    // Set once, so the element type never changes for this instance.
    return component ? createElement(component, props) : null;
  }
  const preload = () => fetchChunk();
  const warm = () => void fetchChunk();
  return Object.assign(Overlay, { preload, preloadProps: { onHoverStart: warm, onFocus: warm } });
}

/** lazyOverlay of a module's named component: `lazyComponent(() => import('./CountDialog'), 'CountDialog')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the component's own are read back below
export function lazyComponent<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyOverlay<ComponentProps<M[K]>> {
  return lazyOverlay(() => load().then((module) => ({ default: module[name] as ComponentType<ComponentProps<M[K]>> })));
}

/**
 * True from the first time `isOpen` is true: an overlay is mounted (and its chunk fetched) only once
 * it is wanted, then stays mounted so that it closes, animates and keeps its state as it always did.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}

export interface OverlayTriggerProps {
  isOpen: boolean;
  /** The id of the overlay's dialog or menu. */
  overlayId: string;
  /** The trigger: a react-aria-components Button. */
  children: ReactNode;
}

/**
 * Gives the button inside what react-aria's DialogTrigger and MenuTrigger give theirs, for an
 * overlay opened by hand (whose code then need not load with the button): expanded while open,
 * naming the overlay it controls, and drawn pressed.
 */
export function OverlayTrigger({ isOpen, overlayId, children }: OverlayTriggerProps) {
  return (
    <ButtonContext.Provider value={{ isPressed: isOpen, 'aria-expanded': isOpen, 'aria-controls': isOpen ? overlayId : undefined }}>
      {children}
    </ButtonContext.Provider>
  );
}

import { Spin } from 'antd';
import { type ComponentType, createElement, type ReactNode, useEffect, useState } from 'react';

/** A component whose code comes in a chunk of its own, and the call that fetches it before it is drawn. */
export type Loaded<P extends object> = ComponentType<P> & {
  /** Fetches the chunk (once: later calls share the first); what is drawn after it settles draws at once. */
  readonly preload: () => Promise<void>;
};

/**
 * A component fetched when it is first drawn, as React's `lazy` does, but without suspending: until its chunk is
 * there it draws `placeholder`, then itself through a state update of its own.
 *
 * Why not `lazy`: a suspended screen shows its boundary's fallback, and React then holds every reveal for 300 ms
 * after a fallback was shown (its throttle of Suspense reveals, so that nested boundaries do not pop in one by
 * one). A screen whose chunk came in 80 ms was drawn at 300 ms; one already fetched (its link rested on, pressed)
 * still suspended once, since `lazy` learns that its module is there only by asking for it. Here a component whose
 * chunk is there draws in the click's own render, and one still coming draws as soon as it comes.
 *
 * A chunk that fails to load is thrown from the render to the nearest error boundary, whose retry fetches it again.
 */
export function loaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): Loaded<P> {
  let component: ComponentType<P> | undefined;
  let failure: { readonly error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (c) => {
        component = c;
      },
      (error: unknown) => {
        failure = { error };
        pending = undefined;
      },
    );
    return pending;
  };
  function Loaded(props: P) {
    const [, setSettled] = useState(0);
    // Whether this render drew the component: the chunk may arrive between the render and its effect, and a
    // render that drew the placeholder is drawn again then too.
    const drawn = component !== undefined;
    useEffect(() => {
      if (drawn) return;
      let live = true;
      void preload().then(() => {
        if (live) setSettled((n) => n + 1);
      });
      return () => {
        live = false;
      };
    }, [drawn]);
    if (component) return createElement(component, props);
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    return placeholder;
  }
  return Object.assign(Loaded, { preload });
}

/** What a screen shows while its chunk comes: the frame's placeholder (`.screen-loading`). */
const SCREEN_WAIT = <Spin className="screen-loading" />;

/** A screen in a chunk of its own (the console's and an add-on's bespoke screens): {@link loaded}, the frame's placeholder meanwhile. */
export function loadedScreen<P extends object>(load: () => Promise<ComponentType<P>>): Loaded<P> {
  return loaded(load, SCREEN_WAIT);
}

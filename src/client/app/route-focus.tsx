// After an in-app route change the screen a person left is gone, and with it whatever had focus: the browser
// drops focus to <body>, so a keyboard user starts again from the top and a screen reader says nothing. Here
// focus goes to the new screen's h1 instead (announced, and the next Tab continues from there), and a new
// screen starts at the top. Decision 0600.
//
// Only the path counts: /search rewrites its query string while someone types, and that must not move them.
// The first load is left to the browser. A screen that focuses something itself (an autofocus field) keeps it.
// Back and forward keep the browser's scroll position.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long a new screen may take to show its heading (lazy code, then its data). */
const WAIT_MS = 5000;

export function RouteFocus() {
  const [path] = useLocation();
  // The path focus was last settled for: the first load is left alone, and so is React's development-mode
  // second run of the same effect.
  const settled = useRef(path);
  const popped = useRef(false);

  useEffect(() => {
    const onPop = () => (popped.current = true);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (settled.current === path) return;
    settled.current = path;
    const fromHistory = popped.current;
    popped.current = false;
    if (!fromHistory) window.scrollTo(0, 0);

    const left = document.activeElement;
    const started = performance.now();
    let frame = 0;
    let focused: HTMLElement | null = null;
    const step = () => {
      const active = document.activeElement;
      const free = !active || active === document.body || active === left || active === focused;
      // Someone (or the screen itself) moved focus elsewhere: leave it there.
      if (!free) return;
      const heading = document.querySelector<HTMLElement>('h1');
      if (heading && heading !== active) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        focused = heading;
      }
      // Keep watching a little: a loading screen's heading can be replaced by the loaded one.
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [path]);

  return null;
}

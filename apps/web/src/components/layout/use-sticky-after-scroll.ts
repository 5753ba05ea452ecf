import { useEffect, useState, type RefObject } from 'react';

/**
 * The header becomes sticky once the page has scrolled past its own height plus
 * one viewport height. `shell` keeps the header's place in the page so nothing jumps when it does.
 */
export function useStickyAfterScroll(shell: RefObject<HTMLElement | null>): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const height = shell.current?.offsetHeight ?? 0;
      setSticky(window.scrollY > height + window.innerHeight);
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [shell]);
  return sticky;
}

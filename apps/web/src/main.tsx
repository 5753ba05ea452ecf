// The whole site's CSS is one stylesheet linked from index.html (vite.config.ts), so the first
// screen the server drew is styled before any script runs; shared styles come first.
import './styles/index.css';

/*
 * A page the server drew is taken over once it is on screen: the browser first shows it (apps/server
 * web module), then spends its time on the app's code, which on a slow phone keeps it busy for a
 * while. A frame is painted well before it is shown, so the app waits for the paint's own report; a
 * hidden tab does not paint, and a browser without paint timing reports nothing, so a timer starts
 * the app there. A page left to the browser has nothing to show until the app draws it.
 */
const drawn = document.getElementById('root')?.hasAttribute('data-drawn') ?? false;
let started = false;
function start() {
  if (started) return;
  started = true;
  painted?.disconnect();
  void import('./app/start');
}
// The first paint may be the background alone: the app waits for the first paint with content.
const painted =
  drawn && PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && start())
    : undefined;
painted?.observe({ type: 'paint', buffered: true });
setTimeout(start, painted ? 1000 : 0);

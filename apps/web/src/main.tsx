// The whole site's CSS is one stylesheet linked from index.html (vite.config.ts), so the first
// screen the server drew is styled before any script runs; shared styles come first.
import './styles/index.css';

/*
 * The app starts once the page has been painted: the browser first shows the screen the server
 * drew (apps/server web module), then spends its time on the app's code, which on a slow phone
 * keeps it busy for a while. A hidden tab does not paint, so a timer starts the app there.
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./app/start');
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);

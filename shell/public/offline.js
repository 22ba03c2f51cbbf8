// The offline page stands in for the page that could not load: load it again as soon as the connection is back.
window.addEventListener('online', () => window.location.reload());

// Shown while the browser says it is online: the server did not answer, or the connection came back a moment
// after the page asked for it (the 'online' event can come before requests go through). Try again by itself,
// waiting twice as long each time up to 30 s; a first attempt after a minute's quiet starts from 1 s again.
const RETRIES = 'quotedesk-offline-retries';
if (navigator.onLine) {
  const last = JSON.parse(sessionStorage.getItem(RETRIES) ?? 'null');
  const count = last && Date.now() - last.at < 60_000 ? last.count : 0;
  sessionStorage.setItem(RETRIES, JSON.stringify({ count: count + 1, at: Date.now() }));
  setTimeout(() => window.location.reload(), Math.min(30, 2 ** count) * 1000);
}

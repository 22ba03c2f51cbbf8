// The offline page stands in for the page that could not load: load it again as soon as the connection is back.
window.addEventListener('online', () => window.location.reload());

// Loaded by a blocking <script src> in index.html's <head> (the CSP allows no inline script), so a
// visitor who chose dark never sees the prerendered page flash white before the app's code arrives.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch {
  // Storage blocked: the default light theme is right.
}

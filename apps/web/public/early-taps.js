// Taps made before the app's script has run (a slow phone shows the server's page long before): a tap on a
// control marked `data-early-tap` (Add to Cart) is kept, with a note that it will be done, and replayed by the
// app once it has hydrated (src/lib/early-taps.ts). Plain script, no build step: it must run before the app.
(() => {
  const taps = [];
  let note;
  const ready = () => document.documentElement.dataset.ready === 'true';
  const onClick = (event) => {
    if (ready() || !(event.target instanceof Element)) return;
    const control = event.target.closest('[data-early-tap]');
    if (!control || control.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!taps.includes(control)) taps.push(control);
    if (!note) {
      note = document.createElement('div');
      note.setAttribute('role', 'status');
      note.className = 'early-tap-note';
      document.body.append(note);
    }
    note.textContent = `${control.dataset.earlyTap} as soon as the page is ready…`;
  };
  document.addEventListener('click', onClick, true);
  // Called once by the app after it has hydrated: stops listening, removes the note, hands over the taps.
  window.__takeEarlyTaps = () => {
    document.removeEventListener('click', onClick, true);
    note?.remove();
    return taps.splice(0);
  };
})();

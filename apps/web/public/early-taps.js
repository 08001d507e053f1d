// What a person does before the app's script has run (a slow phone shows the server's page long before). Native
// controls work by themselves (links, details, popovers, forms with an address). The rest is kept here and handed
// to the app once the part of the page it is in has hydrated (src/lib/early-taps.ts), a status note saying so:
// a button's tap (its `data-early-tap` says what will be done), a form only the app can send (never sent by the
// browser, which would put its fields, a password, in the address), what is typed or chosen in a field. A select
// marked `data-early-submit` sends its form at once. The server inlines this file in every page, its hash in the
// CSP (apps/server/src/web/early-taps.ts): it runs before anything can be tapped. Plain script, no build step.
(() => {
  const taps = [];
  const typed = new Map();
  let note;
  // The app has not hydrated the element yet: the page is not ready, or its section's code has not arrived.
  const waiting = (element) =>
    document.documentElement.dataset.ready !== 'true' ||
    element.closest('[data-deferred-section]:not([data-hydrated])') !== null;
  const keep = (control, what) => {
    if (!taps.includes(control)) taps.push(control);
    if (!note?.isConnected) {
      note = document.createElement('div');
      note.setAttribute('role', 'status');
      note.className = 'early-tap-note';
      document.body.append(note);
    }
    note.textContent = `${what} as soon as the page is ready…`;
  };
  const nameOf = (control) =>
    control.dataset.earlyTap ?? `“${(control.getAttribute('aria-label') ?? control.textContent).trim()}”`;
  const appForm = (form) => form !== null && !form.hasAttribute('action');
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest('button, [role="button"], [data-early-tap]');
      if (!control || control.disabled || control.getAttribute('aria-disabled') === 'true') return;
      if (control.hasAttribute('popovertarget') || !waiting(control)) return;
      if (control.form && control.type === 'submit' && !appForm(control.form)) return; // the browser sends it
      if (control.form && control.type === 'reset') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      keep(control, nameOf(control));
    },
    true,
  );
  // A form sent without a click (Enter with no submit button).
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !appForm(form) || !waiting(form)) return;
      event.preventDefault();
      keep(event.submitter ?? form, 'Sending');
    },
    true,
  );
  const remember = (event) => {
    const field = event.target;
    if (
      !(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      )
    )
      return;
    if (!waiting(field)) return;
    typed.set(field, field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value);
    if (event.type === 'change' && field.matches('select[data-early-submit]')) field.form?.requestSubmit();
  };
  document.addEventListener('input', remember, true);
  document.addEventListener('change', remember, true);
  // Called by the app once `within` (the page, or a section that arrived later) has hydrated: what was kept there.
  window.__takeEarlyTaps = (within) => {
    const mine = (element) => within.contains(element) && !waiting(element);
    const fields = [...typed].filter(([field]) => mine(field));
    for (const [field] of fields) typed.delete(field);
    const kept = taps.filter(mine);
    taps.splice(0, taps.length, ...taps.filter((control) => !kept.includes(control)));
    if (taps.length === 0) {
      note?.remove();
      note = undefined;
    }
    return { taps: kept, fields };
  };
})();

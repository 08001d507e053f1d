import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredSection, preloadDeferredSections } from './deferred-section';

/** A section with state, so a test can tell a hydrated one (it responds) from server HTML (it does not). */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

/** IntersectionObserver stand-in: `reveal()` reports every observed element as near the screen. */
const observed = new Set<{ callback: IntersectionObserverCallback; element: Element }>();
class FakeIntersectionObserver {
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(element: Element) {
    observed.add({ callback: this.callback, element });
  }
  disconnect() {
    for (const entry of [...observed]) if (entry.callback === this.callback) observed.delete(entry);
  }
}
function reveal() {
  for (const { callback, element } of [...observed]) {
    callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  observed.clear();
  document.body.innerHTML = '';
});

describe('deferredSection', () => {
  it('is rendered in full by the server, hydrated without a mismatch, and loads its code only near the screen', async () => {
    const load = vi.fn(async () => Counter);
    const Section = deferredSection('counter', load);

    await preloadDeferredSections();
    const serverHtml = renderToString(<Section />);
    expect(serverHtml).toContain('Pressed <!-- -->0<!-- --> times');
    expect(load).toHaveBeenCalledTimes(1); // the server's load

    // The browser: the same module, never preloaded there. Simulated by a fresh definition.
    vi.resetModules();
    const browser = await import('./deferred-section');
    const browserLoad = vi.fn(async () => Counter);
    const BrowserSection = browser.deferredSection('counter', browserLoad);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');

    await act(async () => {
      hydrateRoot(container, <BrowserSection />, { onRecoverableError: (error) => console.error(error) });
    });
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    expect(browserLoad).not.toHaveBeenCalled();
    expect(container.firstElementChild).not.toHaveAttribute('data-hydrated');

    await act(async () => reveal());
    expect(browserLoad).toHaveBeenCalledTimes(1);
    expect(container.firstElementChild).toHaveAttribute('data-hydrated', 'true');
    // The server's button was kept (hydrated, not replaced) and now responds.
    expect(screen.getByRole('button')).toBe(button);
    await act(async () => button.click());
    expect(button).toHaveTextContent('Pressed 1 times');
    expect(errors).not.toHaveBeenCalled();
  });

  it('a pointer or focus reaching the section loads it before it scrolls near', async () => {
    vi.resetModules();
    const { deferredSection: define } = await import('./deferred-section');
    const load = vi.fn(async () => Counter);
    const Section = define('counter', load);
    const { container } = render(<Section />);
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      container.firstElementChild?.dispatchEvent(new Event('focusin', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
  });

  it('rendered by the browser (after a navigation), shows once near the screen, and again at once when revisited', async () => {
    vi.resetModules();
    const { deferredSection: define } = await import('./deferred-section');
    const load = vi.fn(async () => Counter);
    const Section = define('counter', load);

    const first = render(<Section />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(async () => reveal());
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
    first.unmount();

    render(<Section />);
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { MailIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NewsletterFields } from './newsletter-fields';
import type { NewsletterForm as NewsletterFormType } from './newsletter-form';

/** Newsletter section (spec §2, section 10). */
export function Newsletter() {
  const sectionRef = useRef<HTMLElement>(null);
  const standInInput = useRef<HTMLInputElement>(null);
  const [Form, setForm] = useState<typeof NewsletterFormType | null>(null);
  const requested = useRef(false);
  const submittedEarly = useRef(false);
  // What the stand-in held when the real form arrived; read in an event, never while rendering.
  const carried = useRef({ email: '', focused: false });

  // The form's validation (react-hook-form and zod) is fetched when the section nears the screen or is
  // touched, which keeps it out of the home page's initial JavaScript. Until then a stand-in with the same
  // fields is shown; whatever was typed into it, its focus and a click on Subscribe carry over.
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void import('./newsletter-form').then((module) => {
      const input = standInInput.current;
      carried.current = {
        email: input?.value ?? '',
        focused: input !== null && document.activeElement === input,
      };
      setForm(() => module.NewsletterForm);
    });
  }, []);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '1000px 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [load]);

  return (
    <section ref={sectionRef} aria-labelledby="newsletter-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid items-center gap-8 rounded-2xl bg-slate-900 px-6 py-10 sm:px-10 lg:grid-cols-2 lg:px-14 lg:py-14">
          <div>
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand-700 text-white">
              <MailIcon className="size-6" aria-hidden="true" />
            </span>
            <h2 id="newsletter-heading" className="mt-4 text-3xl font-bold tracking-tight text-white">
              Subscribe to Our Newsletter
            </h2>
            <p className="mt-3 text-slate-300">
              New arrivals, price drops and car care tips, once a month. No spam.
            </p>
          </div>
          {Form ? (
            <Form
              defaultEmail={carried.current.email}
              focusOnMount={carried.current.focused}
              submitOnMount={submittedEarly.current}
            />
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                submittedEarly.current = true;
                load();
              }}
              onFocus={load}
              onPointerEnter={load}
              className="flex flex-col gap-2"
            >
              <NewsletterFields inputProps={{ ref: standInInput, name: 'email' }} />
            </form>
          )}
        </div>
      </div>
    </section>
  );
}

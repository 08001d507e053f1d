import type * as React from 'react';

/**
 * A page that is one centred card with a heading: signing in, registering, a password reset, proving an email,
 * unsubscribing from alerts.
 */
export function CentredCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
  footer: React.ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100dvh-12rem)] items-center justify-center bg-slate-50 px-4 py-12">
      <section
        aria-labelledby="centred-card-title"
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="centred-card-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        <div className="mt-6">{children}</div>
        <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>
      </section>
    </div>
  );
}

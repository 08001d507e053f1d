import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { earlyTap } from '@/lib/early-taps';

/** The newsletter's label, email field and Subscribe button (shared by the form and its stand-in). */
export function NewsletterFields({ inputProps }: { inputProps: React.ComponentProps<'input'> }) {
  return (
    <>
      <Label htmlFor="newsletter-email" className="text-slate-200!">
        Email address
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="h-12! text-base!"
          {...inputProps}
        />
        <Button
          type="submit"
          size="lg"
          {...earlyTap('Subscribing')}
          className="shrink-0 bg-brand-600! hover:bg-brand-700!"
        >
          Subscribe
        </Button>
      </div>
    </>
  );
}

import { SendIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** The contact form of the specification: it has no submit behaviour, so submitting only stays on the page. */
export function ContactForm() {
  return (
    <form
      aria-labelledby="contact-form-heading"
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="contact-first-name">First Name</Label>
          <Input id="contact-first-name" name="firstName" autoComplete="given-name" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="contact-last-name">Last Name</Label>
          <Input id="contact-last-name" name="lastName" autoComplete="family-name" />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="contact-email">Email</Label>
        <Input id="contact-email" name="email" type="email" autoComplete="email" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea id="contact-message" name="message" rows={5} />
      </div>
      <Button type="submit" size="lg" className="self-start">
        <SendIcon aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}

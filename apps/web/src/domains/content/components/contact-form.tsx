import { SendIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/form-field';

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
        <TextField id="contact-first-name" label="First Name" name="firstName" autoComplete="given-name" />
        <TextField id="contact-last-name" label="Last Name" name="lastName" autoComplete="family-name" />
      </div>
      <TextField id="contact-email" label="Email" name="email" type="email" autoComplete="email" />
      <TextareaField id="contact-message" label="Message" name="message" rows={5} />
      <Button type="submit" size="lg" className="self-start">
        <SendIcon aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}

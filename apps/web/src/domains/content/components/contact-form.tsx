import { type ContactForm as ContactFields, contactFormSchema } from '@carshop/contract/enquiry';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon, SendIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FIELD, fieldOf, TextareaField, TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSendEnquiryMutation } from '@/domains/enquiries/api';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';

const EMPTY: ContactFields = { firstName: '', lastName: '', email: '', message: '' };

/**
 * The contact form of the specification (First Name, Last Name, Email, Message, 'Send Message'), sent as a
 * general enquiry (issue 22): the shop is mailed, the sender gets an acknowledgement, and the form gives way
 * to a confirmation. Before the app has run, the button stays disabled (SubmitButton).
 */
export function ContactForm() {
  const [send, { isLoading }] = useSendEnquiryMutation();
  const [sent, setSent] = useState<{ firstName: string; email: string; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ContactFields>({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY });
  const field = fieldOf(form);

  const onSubmit = async (values: ContactFields) => {
    setRefusal(null);
    try {
      const result = await send({
        type: 'general',
        name: `${values.firstName} ${values.lastName}`,
        email: values.email,
        message: values.message,
      }).unwrap();
      form.reset(EMPTY);
      setSent({ firstName: values.firstName, email: result.data.email, message: result.message });
    } catch (error) {
      const message = errorMessage(error);
      setRefusal(message);
      notify.error(message);
    }
  };

  return (
    <section
      aria-labelledby="contact-form-heading"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
        Send us a message
      </h2>
      {sent ? (
        <Confirmation {...sent} onAgain={() => setSent(null)} />
      ) : (
        <form
          aria-labelledby="contact-form-heading"
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className="flex flex-col gap-5"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="contact-first-name"
              label="First Name"
              autoComplete="given-name"
              required
              {...field('firstName')}
            />
            <TextField
              id="contact-last-name"
              label="Last Name"
              autoComplete="family-name"
              required
              {...field('lastName')}
            />
          </div>
          <TextField id="contact-email" {...FIELD.email} {...field('email')} />
          <TextareaField id="contact-message" label="Message" rows={5} required {...field('message')} />
          <FormAlert message={refusal} />
          <SubmitButton pending={isLoading} size="lg" className="self-start">
            {isLoading ? null : <SendIcon aria-hidden="true" />}
            Send Message
          </SubmitButton>
        </form>
      )}
    </section>
  );
}

function Confirmation({
  firstName,
  email,
  message,
  onAgain,
}: {
  firstName: string;
  email: string;
  message: string;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-start gap-4">
      <div className="flex gap-3 rounded-lg bg-green-50 p-4 text-green-900">
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
        <div className="grid gap-1">
          <p ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            Thank you, {firstName}!
          </p>
          <p>{message}</p>
          <p className="text-sm">
            We sent a confirmation to <strong className="break-all">{email}</strong>.
          </p>
        </div>
      </div>
      <Button type="button" variant="outline" onClick={onAgain}>
        Send another message
      </Button>
    </div>
  );
}

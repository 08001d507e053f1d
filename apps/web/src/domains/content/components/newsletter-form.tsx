import { emailSchema } from '@carshop/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FieldError } from '@/components/ui/field-error';
import { notify } from '@/lib/toast';
import { NewsletterFields } from './newsletter-fields';

const newsletterSchema = z.object({ email: emailSchema });

type Props = { defaultEmail?: string; focusOnMount?: boolean; submitOnMount?: boolean };

/** Email required and valid; Subscribe only confirms with a toast and clears the field (nothing is sent; spec §2). */
export function NewsletterForm({ defaultEmail = '', focusOnMount = false, submitOnMount = false }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof newsletterSchema>, unknown, z.output<typeof newsletterSchema>>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(() => {
    notify.success('Subscribed successfully');
    reset({ email: '' });
  });

  // Carry over what happened on the stand-in before this form loaded (see newsletter.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    if (focusOnMount) setFocus('email');
    if (submitOnMount) void onSubmit();
  }, []);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <NewsletterFields
        inputProps={{
          ...register('email'),
          'aria-invalid': errors.email ? true : undefined,
          'aria-describedby': errors.email ? 'newsletter-email-error' : undefined,
        }}
      />
      <div className="[&>p]:text-red-300">
        <FieldError id="newsletter-email-error" message={errors.email?.message} />
      </div>
    </form>
  );
}

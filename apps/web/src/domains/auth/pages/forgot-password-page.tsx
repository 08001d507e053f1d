import { type ForgotPasswordInput, forgotPasswordSchema, RESET_LINK_MINUTES } from '@carshop/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CentredCard } from '@/components/ui/centred-card';
import { FIELD, fieldOf, TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useForgotPasswordMutation } from '../api';
import { authPaths } from '../paths';

/**
 * /forgot-password (the login page's "Forgot password?"): an email, then the same answer whether an account has
 * it or not. The mail holds a link to /reset-password that works once, for RESET_LINK_MINUTES.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [send, { isLoading }] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const field = fieldOf(form);

  const onSubmit = async (values: ForgotPasswordInput) => {
    try {
      const result = await send(values).unwrap();
      setSentTo({ email: values.email, message: result.message });
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <CentredCard
      title="Forgot password"
      description={`Enter the email of your account. We will mail you a link to choose a new password; it works for ${RESET_LINK_MINUTES} minutes.`}
      footer={
        <Link
          to={authPaths.login}
          className="tap-area font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Back to login
        </Link>
      }
    >
      {sentTo ? (
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <MailCheckIcon aria-hidden="true" className="size-10 text-brand-700" />
          <p className="font-semibold text-slate-900">Check your inbox</p>
          <p className="text-sm text-slate-600">{sentTo.message}</p>
          <p className="text-sm text-slate-600">
            Sent for <span className="font-medium text-slate-900">{sentTo.email}</span>. Nothing after a few
            minutes? Look in your spam folder, or{' '}
            <button
              type="button"
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
              onClick={() => setSentTo(null)}
            >
              try another email
            </button>
            .
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField id="forgot-email" {...FIELD.email} {...field('email')} />
          <SubmitButton pending={isLoading} size="lg" className="w-full">
            Send reset link
          </SubmitButton>
        </form>
      )}
    </CentredCard>
  );
}

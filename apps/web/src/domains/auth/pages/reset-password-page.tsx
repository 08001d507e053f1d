import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGES, resetPasswordSchema } from '@carshop/contract/auth';
import { RESET_TOKEN_PARAM } from '@carshop/contract/page-paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CentredCard } from '@/components/ui/centred-card';
import { FIELD, fieldOf, TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { useResetPasswordMutation } from '../api';
import { authPaths } from '../paths';

const newPasswordSchema = resetPasswordSchema.pick({ password: true });

/**
 * /reset-password#token=… (the mailed link): a new password. Success ends every session of the account and goes
 * to /login with a toast. The token travels in the fragment, which the browser never sends, so no request log
 * keeps it; an older link's `?token=…` is moved into the fragment as soon as the page runs (ADR 032). The server
 * never renders the token into the page.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const { hash, pathname } = useLocation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const inFragment = new URLSearchParams(hash.slice(1)).get(RESET_TOKEN_PARAM);
  const inQuery = params.get(RESET_TOKEN_PARAM);
  const token = hydrated ? (inFragment ?? inQuery ?? '') : '';

  useEffect(() => {
    if (inQuery && !inFragment)
      navigate(
        { pathname, search: '', hash: `${RESET_TOKEN_PARAM}=${encodeURIComponent(inQuery)}` },
        { replace: true },
      );
  }, [inQuery, inFragment, pathname, navigate]);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const form = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '' } });
  const field = fieldOf(form);

  const onSubmit = ({ password }: { password: string }) =>
    mutateWithToast(reset({ token, password }), {
      onSuccess: () => navigate(authPaths.login, { replace: true }),
    });

  const footer = (
    <Link
      to={authPaths.forgotPassword}
      className="tap-area font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      Ask for a new link
    </Link>
  );

  if (hydrated && !token)
    return (
      <CentredCard
        title="Reset password"
        description="This page opens from the link we mail you."
        footer={footer}
      >
        <p role="alert" className="text-sm text-slate-700">
          {PASSWORD_RESET_MESSAGES.badLink}
        </p>
      </CentredCard>
    );

  return (
    <CentredCard title="Reset password" description="Choose a new password for your account." footer={footer}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <TextField
          id="reset-password"
          {...FIELD.newPassword}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. You will be signed out everywhere.`}
          {...field('password')}
        />
        <SubmitButton pending={isLoading} size="lg" className="w-full">
          Reset password
        </SubmitButton>
      </form>
    </CentredCard>
  );
}

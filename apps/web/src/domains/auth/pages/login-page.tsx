import { type LoginInput, loginSchema } from '@carshop/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { CentredCard } from '@/components/ui/centred-card';
import { FIELD, fieldOf, TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { decodeUser, selectSessionUser, setSession } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { useLoginMutation } from '../api';
import { postLoginPath } from '../lib/origin';
import { authPaths } from '../paths';

export function LoginPage() {
  usePageTitle('Login');
  const user = useAppSelector(selectSessionUser);
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const prefilledEmail = (location.state as { email?: unknown } | null)?.email;
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: typeof prefilledEmail === 'string' ? prefilledEmail : '', password: '' },
  });
  const field = fieldOf(form);

  // Signed in (already, or just now): go back to where the guard sent the visitor from, else the dashboard. Not
  // while hydrating: the server rendered the form (it knows no session), so hydration renders it too.
  if (user && hydrated) return <Navigate to={postLoginPath(location.state)} replace />;

  const onSubmit = (values: LoginInput) =>
    mutateWithToast(login(values), {
      onSuccess: ({ data: token }) => {
        if (!decodeUser(token)) throw new Error('Unreadable token');
        dispatch(setSession(token));
      },
    });

  return (
    <CentredCard
      title="Login"
      description="Sign in to check out, track your orders and manage your profile."
      footer={
        <Link
          to={authPaths.register}
          state={location.state}
          className="tap-area font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          or sign up
        </Link>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <TextField id="login-email" {...FIELD.email} {...field('email')} />
        <div className="grid gap-1.5">
          <TextField
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          <Link
            to={authPaths.forgotPassword}
            className="tap-area justify-self-end text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <SubmitButton pending={isLoading} size="lg" className="w-full">
          Sign In
        </SubmitButton>
      </form>
    </CentredCard>
  );
}

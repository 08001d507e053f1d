import { PASSWORD_MIN_LENGTH, type RegisterInput, registerSchema } from '@carshop/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { CentredCard } from '@/components/ui/centred-card';
import { FIELD, fieldOf, TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { dashboardPaths } from '@/domains/dashboard/paths';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { decodeUser, selectSessionUser, setSession } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { useLoginMutation, useRegisterMutation } from '../api';
import { InertLink } from '../components/inert-link';
import { postLoginPath, safeOrigin } from '../lib/origin';
import { authPaths } from '../paths';

export function RegisterPage() {
  usePageTitle('Register');
  const user = useAppSelector(selectSessionUser);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [registerUser, { isLoading: registering }] = useRegisterMutation();
  const [login, { isLoading: signingIn }] = useLoginMutation();
  // Sent here from a guarded page (the checkout): sign the new customer in and go back there.
  const from = safeOrigin((location.state as { from?: unknown } | null)?.from);
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const field = fieldOf(form);

  // Not while hydrating: the server rendered the form (it knows no session).
  if (user && hydrated)
    return <Navigate to={from ? postLoginPath(location.state) : dashboardPaths.dashboard} replace />;

  const signIn = async (values: RegisterInput) => {
    try {
      const { data: token } = await login({ email: values.email, password: values.password }).unwrap();
      if (decodeUser(token)) dispatch(setSession(token)); // the guard's page opens (above)
    } catch {
      navigate(authPaths.login, { state: { email: values.email, from } });
    }
  };

  const onSubmit = (values: RegisterInput) =>
    mutateWithToast(registerUser(values), {
      // From the checkout: signed in at once, back to it. Otherwise the login form, with the email filled in.
      onSuccess: () =>
        from ? signIn(values) : navigate(authPaths.login, { state: { email: values.email } }),
    });

  return (
    <CentredCard
      title="Register"
      description="Create an account to check out and track your orders."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={authPaths.login}
            state={location.state}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <TextField id="register-name" {...FIELD.name} {...field('name')} />
        <TextField id="register-email" {...FIELD.email} {...field('email')} />
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...field('password')}
        />
        <p className="text-sm text-slate-600">
          By creating an account, you agree to our <InertLink>Terms of Service</InertLink> and{' '}
          <InertLink>Privacy Policy</InertLink>.
        </p>
        <SubmitButton pending={registering || signingIn} size="lg" className="w-full">
          Create an account
        </SubmitButton>
      </form>
    </CentredCard>
  );
}

import { PASSWORD_MIN_LENGTH, type RegisterInput, registerSchema } from '@carshop/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { dashboardPaths } from '@/domains/dashboard/paths';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { useRegisterMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { InertLink } from '../components/inert-link';
import { authPaths } from '../paths';

export function RegisterPage() {
  usePageTitle('Register');
  const user = useAppSelector(selectSessionUser);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [registerUser, { isLoading }] = useRegisterMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  // Not while hydrating: the server rendered the form (it knows no session).
  if (user && hydrated) return <Navigate to={dashboardPaths.dashboard} replace />;

  const onSubmit = (values: RegisterInput) =>
    mutateWithToast(registerUser(values), {
      // The new customer signs in next; the login form starts with their email filled in.
      onSuccess: () => navigate(authPaths.login, { state: { email: values.email } }),
    });

  return (
    <AuthCard
      title="Register"
      description="Create an account to check out and track your orders."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={authPaths.login}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <TextField
          id="register-name"
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="text-sm text-slate-600">
          By creating an account, you agree to our <InertLink>Terms of Service</InertLink> and{' '}
          <InertLink>Privacy Policy</InertLink>.
        </p>
        <SubmitButton pending={isLoading} size="lg" className="w-full">
          Create an account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

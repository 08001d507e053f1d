import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { useGetMeQuery, useSendVerificationMailMutation } from './api';

/**
 * For a signed-in account whose email is not confirmed yet (ADR 048): what to do, and "Send again" (disabled while
 * it sends; the server's answer, a new link or the hourly limit, is said beside it). Nothing for visitors and for
 * confirmed accounts; nothing either before hydration, as it depends on the session.
 */
export function VerifyEmailBanner({ className }: { className?: string }) {
  const user = useAppSelector(selectSessionUser);
  const hydrated = useHydrated();
  const { data: me } = useGetMeQuery(user?.id ?? '', { skip: !hydrated || !user });
  const [send, { isLoading }] = useSendVerificationMailMutation();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const account = me?.data;
  if (!account || account.emailVerified) return null;

  const sendAgain = async () => {
    setAnswer(null);
    try {
      setAnswer({ ok: true, text: (await send().unwrap()).message });
    } catch (error) {
      setAnswer({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    // Not a named region: its name would hold "email", and the forms beside it have an Email field.
    <section
      data-testid="verify-email-banner"
      className={cn(
        'flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 print:hidden',
        className,
      )}
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="grid min-w-0 flex-1 basis-64 gap-1">
        <h2 className="font-semibold">Please confirm your email</h2>
        <p className="break-words">
          We sent a link to <strong>{account.email}</strong>. Open it to confirm that the address is yours.
        </p>
        <p role="status" className={cn('font-medium', answer?.ok === false && 'text-red-800')}>
          {answer?.text}
        </p>
      </div>
      <Button variant="outline" className="min-h-11" disabled={isLoading} onClick={sendAgain}>
        {isLoading ? 'Sending…' : 'Send again'}
      </Button>
    </section>
  );
}
